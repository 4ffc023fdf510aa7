public import Architecture

/// The onboarding step that asks whether the user wants to share more about themselves.
///
/// The answer is a delegate event; what sharing more leads to is for whoever shows the step to
/// decide, so the same step serves any flow that branches on it.
public struct SharingChoice: Reducer, Sendable {
  /// The answer so far and what is wrong with it.
  public struct State: Codable, Equatable, Sendable {
    /// `true` to share more, `false` not to; `nil` until the user chooses.
    public var choice: Bool?
    /// Why the user could not go on when they last continued; `nil` when nothing is wrong.
    public var problem: String?

    /// A step showing `choice` and `problem`.
    public init(choice: Bool? = nil, problem: String? = nil) {
      self.choice = choice
      self.problem = problem
    }
  }

  /// What happens on the step.
  public enum Action: Codable, Equatable, Sendable {
    /// The user answered: `true` to share more.
    case choiceMade(Bool)
    /// The user asked to go on.
    case continueTapped
    /// Events for whoever shows the step.
    case delegate(Delegate)
  }

  /// What the step tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user chose, and wants to go on.
    case completed(sharesMore: Bool)
  }

  /// The step's logic.
  public init() {}

  /// Keeps the answer, and on continue either reports it upward or sets the problem.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .choiceMade(let choice):
      state.choice = choice
      // The only problem is a missing answer, which this one supplies.
      state.problem = nil
      return .none
    case .continueTapped:
      guard let choice = state.choice else {
        state.problem =
          "choose yes or no first: yes to tell a little more about yourself, no to skip it"
        return .none
      }
      state.problem = nil
      return .send(.delegate(.completed(sharesMore: choice)))
    case .delegate:
      return .none
    }
  }
}
