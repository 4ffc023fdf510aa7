/// A command a screen would refuse now, and why: help explains it, and typing it says why.
public struct UnavailableCommand: Equatable, Sendable {
  /// The command's name, as in `tab`.
  public var name: String
  /// Why it is not available, as in `the sheet 'Confirm' covers the tabs`.
  public var reason: String
  /// What a person can do instead, which each front end words: back, say.
  public var remedies: [Remedy]

  /// A command called `name`, unavailable for `reason`; `remedies` say what to do instead.
  public init(_ name: String, reason: String, remedies: [Remedy] = []) {
    self.name = name
    self.reason = reason
    self.remedies = remedies
  }

  /// A command called `name`, unavailable for what `refusal` says.
  public init(_ name: String, because refusal: Refusal) {
    self.init(name, reason: refusal.message, remedies: refusal.remedies)
  }
}
