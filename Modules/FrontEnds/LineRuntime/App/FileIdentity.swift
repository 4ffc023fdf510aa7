import Foundation

/// A file as the system knows it, whatever name or link reaches it: its device and inode.
///
/// Two options naming one file (`--trace` and `--replay`, the trace and the state's lock) are
/// told by this, never by comparing paths, which a link, `./` or a second hard link defeat.
struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file at `path`, its links followed; `nil` when there is none.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity of the file open as `descriptor`; `nil` when it cannot be asked.
  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
