public import Architecture

/// A yes-or-no question, usually presented over the screen it is about.
///
/// Whoever presents it supplies the words, as in "Leave the onboarding? What you entered will be
/// lost.", and decides what the answer does: both answers are delegate events, and the
/// question never dismisses itself.
public struct Confirmation: Reducer {
  /// The words of the question.
  public struct State: Codable, Equatable, Sendable {
    /// The question, with what confirming costs.
    public var question: String
    /// What confirming does, in a word or two, as in `leave`.
    public var confirmTitle: String

    /// A question `question`, whose confirming answer does `confirmTitle`.
    public init(question: String = "Are you sure?", confirmTitle: String = "confirm") {
      self.question = question
      self.confirmTitle = confirmTitle
    }
  }

  /// What happens on the question.
  public enum Action: Codable, Equatable, Sendable {
    /// The user answered yes.
    case confirmTapped
    /// The user answered no.
    case cancelTapped
    /// Events for whoever shows the question.
    case delegate(Delegate)
  }

  /// What the question tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user confirmed: do what was asked.
    case confirmed
    /// The user changed their mind: leave things as they are.
    case cancelled
  }

  /// The question's logic.
  public init() {}

  /// Turns answers into delegate events.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .confirmTapped:
      return .send(.delegate(.confirmed))
    case .cancelTapped:
      return .send(.delegate(.cancelled))
    case .delegate:
      return .none
    }
  }
}
