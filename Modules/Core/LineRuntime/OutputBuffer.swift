public import Foundation

/// Collects output and writes it in large pieces: one system call per batch of lines rather
/// than per line, which is most of the cost of a piped script.
@MainActor
public final class OutputBuffer {
  private var pending: [UInt8] = []
  private let handle: FileHandle
  private let flushesEveryWrite: Bool

  /// A buffer over `handle`; with `flushesEveryWrite`, each write goes out at once, as a person
  /// at a terminal expects.
  public init(handle: FileHandle = .standardOutput, flushesEveryWrite: Bool) {
    self.handle = handle
    self.flushesEveryWrite = flushesEveryWrite
  }

  /// Adds `text`, writing out when enough has gathered.
  public func write(_ text: String) {
    pending.append(contentsOf: text.utf8)
    if flushesEveryWrite || pending.count >= 1 << 16 { flush() }
  }

  /// Writes out everything gathered. A closed output (a reader that went away) is not an error
  /// worth crashing for; the rest of the output is dropped.
  public func flush() {
    guard !pending.isEmpty else { return }
    try? handle.write(contentsOf: pending)
    pending.removeAll(keepingCapacity: true)
  }
}
