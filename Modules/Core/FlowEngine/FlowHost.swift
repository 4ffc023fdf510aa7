public import Architecture
public import Presentation

/// What a flow's host brings to ``FlowCoordinator``: its kinds of step screen, the answer its
/// steps commit, the question it asks before losing what was entered, and its declared flows.
///
/// The engine runs every flow the same way; a host is the handful of types and words that make
/// one flow an onboarding and another a checkout, so a sample of using the engine is its steps
/// and this conformance.
public protocol FlowHost: Sendable {
  /// The kinds of screen a step shows, each a feature's state.
  associatedtype StepScreen: Codable, Equatable, Sendable
  /// The actions of a step's screen, by kind.
  associatedtype StepAction: Codable, Equatable, Sendable
  /// What a step commits.
  associatedtype Answer: Codable, Equatable, Sendable, CustomStringConvertible
  /// The yes-or-no question asked, as a sheet, before losing what the user entered.
  associatedtype Question: Reducer
  where
    Question.State: Codable & Equatable & Sendable, Question.Action: Codable & Equatable & Sendable

  /// What the flow is called in its messages and its navigation tree, as in `onboarding`.
  static var name: String { get }
  /// The flow a state runs unless told otherwise.
  static var standard: Flow<FlowScreenStep<Self>> { get }
  /// The names of the flows an app can run, one case each: a flow is declared by its case,
  /// so it cannot be left out of ``declared``, and two flows cannot share a name (raw values
  /// are unique).
  associatedtype FlowName: CaseIterable, RawRepresentable where FlowName.RawValue == String
  /// The flow of each name: one arm per name and no catch-all. The flow's own name is its
  /// case's raw value (``declarationProblems``).
  static func flow(named name: FlowName) -> Flow<FlowScreenStep<Self>>
  /// Runs the question.
  static var question: Question { get }
  /// The question asking `text`, whose "yes" is titled `confirmTitle`.
  static func asking(_ text: String, confirmTitle: String) -> Question.State
  /// The question as a front end shows it.
  static func view(of question: Question.State) -> ScreenView<Question.Action>
  /// The user's answer an action of the question carries: `true` for yes, `false` for no,
  /// `nil` for the question's own actions.
  static func answer(in action: Question.Action) -> Bool?
  /// What is wrong with `flow` by the host's own rules, beyond the engine's, as in "it ends at
  /// the summary".
  static func problems(in flow: Flow<FlowScreenStep<Self>>) -> [String]
}

extension FlowHost {
  /// No rules of the host's own.
  public static func problems(in flow: Flow<FlowScreenStep<Self>>) -> [String] { [] }
}

extension FlowHost {
  /// Every flow an app can run, one per name, so that a saved state can name its flow.
  public static var declared: [Flow<FlowScreenStep<Self>>] {
    FlowName.allCases.map(flow(named:))
  }

  /// What is wrong with the declared flows as a list, each problem with its fix: a flow named
  /// otherwise than its case, or a standard flow that is not declared. Empty when sound; a
  /// host's tests assert it, as the onboarding's do.
  public static var declarationProblems: [String] {
    declarationProblems(
      of: FlowName.allCases.map { ($0.rawValue, flow(named: $0)) }, standard: standard)
  }

  /// What is wrong with `flows`, each declared under a name, when `standard` is the flow a
  /// state runs unless told otherwise.
  public static func declarationProblems(
    of flows: [(name: String, flow: Flow<FlowScreenStep<Self>>)],
    standard: Flow<FlowScreenStep<Self>>
  ) -> [String] {
    var problems: [String] = []
    for (name, flow) in flows where flow.name != name {
      problems.append(
        "the flow declared as '\(name)' is named '\(flow.name)'; name it '\(name)', or "
          + "declare it under a case of its own")
    }
    if !flows.contains(where: { $0.flow.name == standard.name }) {
      problems.append(
        "the standard flow '\(standard.name)' is not declared; add a case for it to FlowName")
    }
    return problems
  }
}

extension FlowHost where Question: ScreenFeature {
  /// The question's own view, as any host of the feature shows it.
  public static func view(of question: Question.State) -> ScreenView<Question.Action> {
    Question.view(of: question)
  }
}
