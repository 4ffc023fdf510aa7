import CasePaths
public import ConfirmationFeature
public import EmailStepFeature
public import NameStepFeature
public import OnboardingSummaryFeature
public import ProfileDetailsFeature
public import SharingChoiceFeature

extension OnboardingCoordinator {
  /// The screens of the flow: one per step module, and the confirmation asked before losing
  /// what the user entered.
  public enum Screen: Codable, Equatable, Sendable {
    /// The name step.
    case name(NameStep.State)
    /// The email step.
    case email(EmailStep.State)
    /// The choice whether to share more.
    case sharing(SharingChoice.State)
    /// City and age.
    case details(ProfileDetails.State)
    /// The summary.
    case summary(OnboardingSummary.State)
    /// A yes/no question, presented modally.
    case confirmation(ConfirmationFeature.Confirmation.State)
  }

  /// The actions of the screens, by screen.
  public enum ScreenAction: Equatable, Sendable {
    /// The name step's actions.
    case name(NameStep.Action)
    /// The email step's actions.
    case email(EmailStep.Action)
    /// The choice's actions.
    case sharing(SharingChoice.Action)
    /// The details' actions.
    case details(ProfileDetails.Action)
    /// The summary's actions.
    case summary(OnboardingSummary.Action)
    /// The confirmation's actions.
    case confirmation(ConfirmationFeature.Confirmation.Action)
  }
}

extension OnboardingCoordinator.Screen {
  static let nameCase = CasePath<Self, NameStep.State>(Self.name) {
    if case .name(let state) = $0 { state } else { nil }
  }
  static let emailCase = CasePath<Self, EmailStep.State>(Self.email) {
    if case .email(let state) = $0 { state } else { nil }
  }
  static let sharingCase = CasePath<Self, SharingChoice.State>(Self.sharing) {
    if case .sharing(let state) = $0 { state } else { nil }
  }
  static let detailsCase = CasePath<Self, ProfileDetails.State>(Self.details) {
    if case .details(let state) = $0 { state } else { nil }
  }
  static let summaryCase = CasePath<Self, OnboardingSummary.State>(Self.summary) {
    if case .summary(let state) = $0 { state } else { nil }
  }
  static let confirmationCase = CasePath<Self, ConfirmationFeature.Confirmation.State>(
    Self.confirmation
  ) {
    if case .confirmation(let state) = $0 { state } else { nil }
  }
}

extension OnboardingCoordinator.ScreenAction {
  static let nameCase = CasePath<Self, NameStep.Action>(Self.name) {
    if case .name(let action) = $0 { action } else { nil }
  }
  static let emailCase = CasePath<Self, EmailStep.Action>(Self.email) {
    if case .email(let action) = $0 { action } else { nil }
  }
  static let sharingCase = CasePath<Self, SharingChoice.Action>(Self.sharing) {
    if case .sharing(let action) = $0 { action } else { nil }
  }
  static let detailsCase = CasePath<Self, ProfileDetails.Action>(Self.details) {
    if case .details(let action) = $0 { action } else { nil }
  }
  static let summaryCase = CasePath<Self, OnboardingSummary.Action>(Self.summary) {
    if case .summary(let action) = $0 { action } else { nil }
  }
  static let confirmationCase = CasePath<Self, ConfirmationFeature.Confirmation.Action>(
    Self.confirmation
  ) {
    if case .confirmation(let action) = $0 { action } else { nil }
  }
}
