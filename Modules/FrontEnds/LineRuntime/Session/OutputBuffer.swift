public import TerminalEditor

/// Collects output and writes it in large pieces: one system call per batch of lines rather
/// than per line, which is most of the cost of a piped script.
///
/// Every write is checked. The first one that fails is kept in ``failure`` and everything
/// after it is dropped, so the runner can stop reading and say why instead of reporting
/// success for output that never arrived.
@MainActor
public final class OutputBuffer {
  // Unchecked by the runtime's exclusivity checks: each access is one short append or flush on
  // the main actor, never overlapping another, and the checks cost every line a few calls.
  @exclusivity(unchecked) private var pending: [UInt8] = []
  private let send: ([UInt8]) throws(Descriptor.WriteError) -> Void
  private let flushesEveryWrite: Bool
  /// Why output stopped, once a write failed: the reader went away, or the system refused.
  public private(set) var failure: Descriptor.WriteError?
  /// Runs before every flush, even one with nothing to write: the hook that commits state, so
  /// that nothing a person has seen is ahead of the disk.
  public var beforeFlush: (() -> Void)?

  /// A buffer over `descriptor`; with `flushesEveryWrite`, each write goes out at once, as a
  /// person at a terminal expects.
  public convenience init(descriptor: Descriptor = .standardOutput, flushesEveryWrite: Bool) {
    self.init(flushesEveryWrite: flushesEveryWrite) { bytes throws(Descriptor.WriteError) in
      try descriptor.write(bytes)
    }
  }

  /// A buffer that hands what it writes out to `send`: the prompt's, which keeps output and the
  /// line being typed apart.
  init(
    flushesEveryWrite: Bool, send: @escaping ([UInt8]) throws(Descriptor.WriteError) -> Void
  ) {
    self.send = send
    self.flushesEveryWrite = flushesEveryWrite
  }

  /// How much output gathers before it is written out within a batch: large, because every
  /// flush also commits the state (``beforeFlush``), and bounded, so memory is too.
  public static let flushThreshold = 1 << 20

  /// Adds `text`, writing out when enough has gathered.
  public func write(_ text: String) {
    guard failure == nil else { return }
    pending.append(contentsOf: text.utf8)
    if flushesEveryWrite || pending.count >= Self.flushThreshold { flush() }
  }

  /// Adds `bytes`, UTF-8 text, writing out when enough has gathered: a screen built as bytes
  /// (``OutputText``) is taken as it is.
  public func write(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    pending.append(contentsOf: bytes)
    if flushesEveryWrite || pending.count >= Self.flushThreshold { flush() }
  }

  /// Writes out everything gathered, unless an earlier write failed.
  public func flush() {
    beforeFlush?()
    guard failure == nil, !pending.isEmpty else { return }
    do {
      try send(pending)
    } catch {
      failure = error
    }
    pending.removeAll(keepingCapacity: true)
  }
}
