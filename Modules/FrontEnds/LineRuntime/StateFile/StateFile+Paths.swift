import Foundation

extension StateFile {
  /// `path` with every symlink along its last component followed, so that the state is
  /// written where the link points and the link stays a link. A dangling link leads to the
  /// file it names; a loop is left as it is, for the write to report.
  static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : "\(split(current).directory)/\(target)"
    }
    return current
  }

  /// The directory and the name of a path; `.` for a bare name.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// How temporary files for `name` begin: hidden, and tied to the file they replace.
  static func temporaryPrefix(_ name: String) -> String { ".\(name)." }

  /// Sixteen random hexadecimal digits: a temporary name nobody can predict and plant a link at.
  static func randomSuffix() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next()
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The permissions of the file at `target`, or nil when there is none yet. (The umask is not
  /// read: reading it means setting it, for every thread of the process at once.)
  static func existingMode(of target: String) -> mode_t? {
    var status = stat()
    return stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  /// Flushes a directory, so that a rename in it is on disk; where the file system cannot, the
  /// rename is as durable as that file system makes it.
  static func flushDirectory(_ directory: String) {
    let number = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard number >= 0 else { return }
    _ = fsync(number)
    close(number)
  }
}
