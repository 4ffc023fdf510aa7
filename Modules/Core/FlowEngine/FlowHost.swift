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
  /// Every flow an app can run, so that a saved state can name its flow.
  static var declared: [Flow<FlowScreenStep<Self>>] { get }
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

extension FlowHost where Question: ScreenFeature {
  /// The question's own view, as any host of the feature shows it.
  public static func view(of question: Question.State) -> ScreenView<Question.Action> {
    Question.view(of: question)
  }
}
