import Foundation

/// A run of an executable with a file on its standard input and its output thrown away: how
/// long it took, the most memory it held, and how it ended.
struct ChildProcess {
  /// What one run measured.
  struct Run {
    /// Wall-clock seconds from start to exit.
    var seconds: Double
    /// The peak resident memory of the child alone, in kilobytes.
    var peakKilobytes: Int
    /// The exit status, or 128 and the signal for a child a signal ended.
    var status: Int32
  }

  /// The executable built next to this benchmark, or `nil` when it is not built.
  static func sibling(_ name: String) -> String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// Runs `executable` with `arguments`, reading `inputPath`. `wait4` gives this child's own
  /// resource use, where `getrusage` would give the largest of all children so far.
  static func run(_ executable: String, _ arguments: [String], inputPath: String) -> Run? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    let exited = status & 0x7F == 0
    return Run(
      seconds: seconds, peakKilobytes: usage.ru_maxrss,
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }

  /// The peak memory of `executable` run on `inputPath`, in kilobytes, measured by a fresh copy
  /// of this benchmark (``peakMode``).
  ///
  /// A child's peak counts the memory of whoever started it (Linux counts the parent's pages at
  /// the child's `exec`), so a benchmark that has allocated a lot would see its own size; a
  /// fresh copy is far smaller than the apps it measures.
  static func peakKilobytes(_ executable: String, _ arguments: [String], inputPath: String) -> Int?
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [peakMode, inputPath, executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(
      String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The argument that makes this benchmark measure one child's peak memory and print it.
  static let peakMode = "--peak-of"

  /// Runs the child `arguments` name (input, executable, its arguments) and prints its peak in
  /// kilobytes; `false` when the arguments are not that mode's.
  static func runPeakMode(_ arguments: [String]) -> Bool {
    guard arguments.count >= 3, arguments[0] == peakMode else { return false }
    let run = ChildProcess.run(arguments[2], Array(arguments.dropFirst(3)), inputPath: arguments[1])
    print(run.map { String($0.peakKilobytes) } ?? "")
    return true
  }

  /// A temporary file holding `text`, removed by `body`'s end.
  static func withFile<Result>(
    _ text: String, _ body: (String) throws -> Result
  ) rethrows -> Result {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("benchmark-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
      .path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
  }
}
