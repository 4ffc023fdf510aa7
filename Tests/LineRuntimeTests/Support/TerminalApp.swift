import Foundation
import Testing

/// The `counters` app at a pseudo-terminal, as a person's terminal emulator runs it: the app
/// has the terminal's end (the slave) as its standard streams, and the test types into and
/// reads from the other end (the master).
///
/// Every wait has a deadline, generous for a busy machine, and ends as soon as what it waits
/// for has arrived; nothing sleeps for a fixed time. A process still running when the test
/// lets go of it is killed.
final class TerminalApp {
  /// How long any one wait lasts at most.
  static let deadline: TimeInterval = 20

  let process = Process()
  private let master: Int32
  private let slave: Int32
  /// The terminal's modes before the app started.
  let modesFound: termios
  /// Everything the app wrote so far.
  private(set) var output: [UInt8] = []
  /// How much of ``output`` earlier waits have passed over.
  private var searched = 0

  /// Starts `counters` with `arguments` at a new terminal `columns` wide, with `TERM` set to
  /// `terminalType`, no colour, and `environment` added.
  init(
    arguments: [String] = [], terminalType: String = "xterm", columns: UInt16 = 80,
    environment: [String: String] = [:]
  ) throws {
    typealias Call = @convention(c) (Int32) -> Int32
    typealias NameCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    // Close-on-exec, so no other child started meanwhile holds the terminal open; the app
    // gets its own copies as its standard descriptors.
    let master = try Self.cFunction("posix_openpt", as: Call.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw POSIXError(.ENOTTY) }
    var name = [CChar](repeating: 0, count: 128)
    guard try Self.cFunction("grantpt", as: Call.self)(master) == 0,
      try Self.cFunction("unlockpt", as: Call.self)(master) == 0,
      try Self.cFunction("ptsname_r", as: NameCall.self)(master, &name, name.count) == 0
    else {
      close(master)
      throw POSIXError(.ENOTTY)
    }
    let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw POSIXError(.ENOTTY)
    }
    self.master = master
    self.slave = slave
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    var modes = termios()
    tcgetattr(slave, &modes)
    modesFound = modes
    let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("counters")
    try #require(
      FileManager.default.isExecutableFile(atPath: app.path),
      "build the apps first (swift build); counters is looked for at \(app.path)")
    process.executableURL = app
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["TERM": terminalType, "NO_COLOR": "1"].merging(environment) { _, new in new }
    ) { _, new in new }
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    close(master)
    close(slave)
  }

  /// Types `keys` at the terminal.
  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 { offset += count } else if errno != EINTR { return }
    }
  }

  /// Waits for `text` to arrive after what earlier waits passed over; `false` at the deadline.
  func waitFor(_ text: String) -> Bool {
    let wanted = Array(text.utf8)
    let end = Date() + Self.deadline
    while true {
      if let range = output[searched...].firstRange(of: wanted) {
        searched = range.upperBound
        return true
      }
      guard Date() < end, receive(until: end) else { return false }
    }
  }

  /// Waits for an empty prompt to be drawn: the app is ready for a line.
  func waitForPrompt() -> Bool {
    waitFor("\r> \u{1B}[0K\r\u{1B}[2C")
  }

  /// Waits for the app to end, reading what it still writes; its status and whether a signal
  /// ended it, or `nil` at the deadline.
  func waitForExit() -> (status: Int32, bySignal: Bool)? {
    let end = Date() + Self.deadline
    while process.isRunning {
      guard Date() < end else { return nil }
      _ = receive(until: min(end, Date() + 0.01))
    }
    process.waitUntilExit()
    while receive(until: Date()) {}
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }

  /// Polls until `condition` holds; `false` at the deadline.
  func waitUntil(_ condition: () -> Bool) -> Bool {
    let end = Date() + Self.deadline
    while !condition() {
      guard Date() < end else { return false }
      _ = receive(until: min(end, Date() + 0.01))
    }
    return true
  }

  /// The terminal's modes now.
  var modes: termios {
    var modes = termios()
    tcgetattr(slave, &modes)
    return modes
  }

  /// Whether the terminal's modes are those found before the app started.
  var modesAreAsFound: Bool {
    let now = modes
    return now.c_lflag == modesFound.c_lflag && now.c_iflag == modesFound.c_iflag
      && now.c_oflag == modesFound.c_oflag && now.c_cflag == modesFound.c_cflag
  }

  /// Whether the terminal is in raw mode: no line editing and no echo by the terminal.
  var isRaw: Bool {
    modes.c_lflag & tcflag_t(ICANON | ECHO) == 0
  }

  /// Whether the app is stopped, as `/proc` tells.
  var isStopped: Bool {
    let stat =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8))
      ?? ""
    // The state follows the command's name, which is in parentheses.
    return stat.split(separator: ")").last?.dropFirst().first == "T"
  }

  /// Everything written so far, as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// A function of the C library's pseudo-terminal API, looked up by name: its headers
  /// declare these only for X/Open sources, so Swift does not see them on Linux.
  private static func cFunction<Function>(
    _ name: String, as type: Function.Type
  ) throws
    -> Function
  {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { throw POSIXError(.ENOSYS) }
    return unsafeBitCast(symbol, to: type)
  }

  /// Reads what arrives until `end`; `false` once nothing more came by then.
  private func receive(until end: Date) -> Bool {
    var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let wait = Int32(max(0, end.timeIntervalSinceNow * 1000))
    guard poll(&request, 1, wait) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    guard count > 0 else { return false }
    output += buffer[..<count]
    return true
  }
}
