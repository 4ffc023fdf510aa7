/// A command an app has that a screen would refuse now, and why: what help explains, and what
/// typing it answers, so that a screen's command list holds only what it would accept.
public struct UnavailableCommand: Equatable, Sendable {
  /// The command's name, as in `tab`.
  public var name: String
  /// Why it is not available and what to do instead, as in `the sheet 'Confirm' covers the
  /// tabs; close it with 'back' first`.
  public var reason: String

  /// A command called `name`, unavailable for `reason`.
  public init(_ name: String, reason: String) {
    self.name = name
    self.reason = reason
  }
}
