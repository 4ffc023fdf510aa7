/// The steps an onboarding flow can use: each one is a feature module, registered here once.
///
/// The order of the steps is not here: it is the flow's declaration (``OnboardingFlow``), so
/// reordering touches the declaration alone. Adding a step is a new feature module, a case
/// here, its registration (screen, answer, link value, reducer scope) in this module, and its
/// edges; `Docs/Onboarding.md` lists every place.
public enum OnboardingStep: String, CaseIterable, Codable, Sendable {
  /// The user's name.
  case name
  /// The user's email address.
  case email
  /// Whether the user shares more.
  case sharing
  /// City and age.
  case details
  /// The summary, where the flow ends.
  case summary
}
