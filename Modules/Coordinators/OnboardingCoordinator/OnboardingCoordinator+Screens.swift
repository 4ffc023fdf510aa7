import Architecture
public import ConfirmationFeature
import Navigation
public import OnboardingSummaryFeature
public import ProfileDetailsFeature
public import SharingChoiceFeature
public import TextEntryFeature

// The coordinator's declaration: the kinds of screen a step can show, and the confirmation.
// The steps themselves are declared one per file (`OnboardingStep+Name.swift`), so a new step
// of a kind listed here is its definition alone; a new kind of screen is a case here.

extension OnboardingCoordinator {
  /// The screens of the flow: a step's screen, under the step's name, and the confirmation
  /// asked before losing what the user entered.
  public enum Screen: Codable, Equatable, Sendable {
    /// The step named `id` of the flow, showing its screen.
    case step(id: String, StepScreen)
    /// A yes/no question, presented modally.
    case confirmation(Confirmation.State)
  }

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

  /// The actions of the screens, by screen.
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// The action of the step on the route.
    case step(StepAction)
    /// The confirmation's actions.
    case confirmation(Confirmation.Action)
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
  public static let textScreen = StepScreenCase(
    StepScreen.text, StepAction.text,
    state: { if case .text(let state) = $0 { state } else { nil } },
    action: { if case .text(let action) = $0 { action } else { nil } })

  /// A choice step's screen.
  public static let choiceScreen = StepScreenCase(
    StepScreen.choice, StepAction.choice,
    state: { if case .choice(let state) = $0 { state } else { nil } },
    action: { if case .choice(let action) = $0 { action } else { nil } })

  /// The details step's screen.
  public static let detailsScreen = StepScreenCase(
    StepScreen.details, StepAction.details,
    state: { if case .details(let state) = $0 { state } else { nil } },
    action: { if case .details(let action) = $0 { action } else { nil } })

  /// The summary's screen.
  public static let summaryScreen = StepScreenCase(
    StepScreen.summary, StepAction.summary,
    state: { if case .summary(let state) = $0 { state } else { nil } },
    action: { if case .summary(let action) = $0 { action } else { nil } })

  /// The confirmation.
  public static let confirmation = StepScreenCase(
    Screen.confirmation, ScreenAction.confirmation,
    state: { if case .confirmation(let state) = $0 { state } else { nil } },
    action: { if case .confirmation(let action) = $0 { action } else { nil } })

  /// Runs the screen a route shows: a step through its definition in the flow, which knows
  /// the feature and its configuration (a text step's rule), or the confirmation.
  struct Screens: Reducer {
    let flow: OnboardingFlow

    func reduce(into screen: inout Screen, action: ScreenAction) -> Effect<ScreenAction> {
      switch action {
      case .confirmation:
        return ScopeCase(OnboardingCoordinator.confirmation) { Confirmation() }
          .reduce(into: &screen, action: action)
      case .step(let stepAction):
        guard case .step(let id, var content) = screen, let step = flow.step(named: id) else {
          return .report(
            "\(stepAction) arrived while the route shows \(screen); send a step's actions only "
              + "to the route that shows it")
        }
        guard let effect = step.run(&content, stepAction) else {
          return .report(
            "\(stepAction) is not an action of the step '\(id)'; send a step's actions only to "
              + "the route that shows it")
        }
        screen = .step(id: id, content)
        return effect.map(ScreenAction.step)
      }
    }
  }
}
