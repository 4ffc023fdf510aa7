public import Architecture

/// The last onboarding screen: the answers collected so far, to finish with or start over.
///
/// It is given its answers as labelled text, so it knows none of the steps that collected them
/// and any flow can fill it. Finishing and starting over are delegate events.
public struct OnboardingSummary: Reducer, Sendable {
  /// One answer as the summary shows it.
  public struct Entry: Codable, Equatable, Sendable {
    /// What was asked, as in `name`.
    public var label: String
    /// What the user answered, as text.
    public var value: String

    /// An answer `value` to the question `label`.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The answers shown.
  public struct State: Codable, Equatable, Sendable {
    /// The answers, in the order shown.
    public var entries: [Entry]

    /// A summary of `entries`.
    public init(entries: [Entry] = []) {
      self.entries = entries
    }
  }

  /// What happens on the summary.
  public enum Action: Codable, Equatable, Sendable {
    /// The user accepted the answers.
    case finishTapped
    /// The user asked to answer everything again.
    case startOverTapped
    /// Events for whoever shows the summary.
    case delegate(Delegate)
  }

  /// What the summary tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user is done with the onboarding.
    case finished
    /// The user wants to go through the onboarding again.
    case startOverRequested
  }

  /// The summary's logic.
  public init() {}

  /// Turns taps into delegate events.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .finishTapped:
      return .send(.delegate(.finished))
    case .startOverTapped:
      return .send(.delegate(.startOverRequested))
    case .delegate:
      return .none
    }
  }
}
