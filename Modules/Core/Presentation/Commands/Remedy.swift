/// What a person can do instead of what was refused, which each front end words its own way.
public struct Remedy: Equatable, Sendable {
  /// The means a remedy takes.
  public enum Means: Equatable, Sendable {
    /// Going back, as the front end's own back does.
    case back
    /// Opening a link, as the front end's own way of typing one does.
    case openLink
    /// The screen's command of this name.
    case command(String)
    /// Leaving the app, as the front end's own quit does.
    case quit
  }

  /// What to do.
  public var means: Means
  /// What it is for, as in `to close it first`.
  public var purpose: String

  /// `means`, for `purpose`.
  public init(_ means: Means, _ purpose: String) {
    self.means = means
    self.purpose = purpose
  }
}
