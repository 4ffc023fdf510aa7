public import ConfirmationFeature
public import FlowEngine
public import OnboardingSummaryFeature
public import ProfileDetailsFeature
public import SharingChoiceFeature
public import TextEntryFeature

/// The onboarding as a host of the flow engine: its kinds of step screen (a new kind is a case
/// here; a new step of a listed kind is its definition alone), the answers its steps commit,
/// the question it asks before losing what was entered, and its flows.
public enum Onboarding: FlowHost {
  /// What a step commits: text, a choice or details.
  public typealias Answer = OnboardingAnswer
  /// The question asked before losing what was entered.
  public typealias Question = Confirmation

  /// The kinds of screen a step shows: each is a feature's state, unchanged.
  public enum StepScreen: Codable, Equatable, Sendable {
    /// One line of text, checked by the step's rule.
    case text(TextEntry.State)
    /// A yes or a no.
    case choice(SharingChoice.State)
    /// City and age.
    case details(ProfileDetails.State)
    /// The answers, to finish with or start over.
    case summary(OnboardingSummary.State)
  }

  /// The actions of a step's screen, by kind.
  public enum StepAction: Codable, Equatable, Sendable {
    /// A text screen's actions.
    case text(TextEntry.Action)
    /// A choice's actions.
    case choice(SharingChoice.Action)
    /// The details' actions.
    case details(ProfileDetails.Action)
    /// The summary's actions.
    case summary(OnboardingSummary.Action)
  }

  /// A text step's screen.
  public static let text = StepScreenCase(
    StepScreen.text, StepAction.text,
    state: { if case .text(let state) = $0 { state } else { nil } },
    action: { if case .text(let action) = $0 { action } else { nil } })

  /// A choice step's screen.
  public static let choice = StepScreenCase(
    StepScreen.choice, StepAction.choice,
    state: { if case .choice(let state) = $0 { state } else { nil } },
    action: { if case .choice(let action) = $0 { action } else { nil } })

  /// The details step's screen.
  public static let details = StepScreenCase(
    StepScreen.details, StepAction.details,
    state: { if case .details(let state) = $0 { state } else { nil } },
    action: { if case .details(let action) = $0 { action } else { nil } })

  /// The summary's screen.
  public static let summary = StepScreenCase(
    StepScreen.summary, StepAction.summary,
    state: { if case .summary(let state) = $0 { state } else { nil } },
    action: { if case .summary(let action) = $0 { action } else { nil } })

  /// The word its messages and its navigation tree use.
  public static var name: String { "onboarding" }
  /// The standard flow, which an app runs unless told otherwise.
  public static var standard: OnboardingFlow { .standard }
  /// The flow of each name, as `OnboardingFlow+Declarations.swift` declares it.
  public static func flow(named name: OnboardingFlowName) -> OnboardingFlow {
    OnboardingFlow.named(name)
  }
  /// The yes-or-no question of its own feature.
  public static var question: Confirmation { Confirmation() }

  /// The question, with its words.
  public static func asking(_ text: String, confirmTitle: String) -> Confirmation.State {
    Confirmation.State(question: text, confirmTitle: confirmTitle)
  }
  /// The question's events, named in full, so that a new one must be decided here.
  public static func answer(in action: Confirmation.Action) -> Bool? {
    switch action {
    case .delegate(.confirmed): true
    case .delegate(.cancelled): false
    case .confirmTapped, .cancelTapped: nil
    }
  }
}
