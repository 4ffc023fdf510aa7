public import FlowEngine

// Computed, not stored: a generic type holds no stored statics, and a declaration is a handful
// of values, cheap to make again.

extension OnboardingFlow.Condition {
  /// The user chose to share more.
  public static var sharesMore: Self { Self("shares more") { $0.choice(of: .sharing) == true } }
}

extension OnboardingFlow {
  /// The app's flow: name, email, the choice, then the details only for those who share more,
  /// and the summary.
  public static var standard: OnboardingFlow {
    OnboardingFlow(
      name: "standard", start: .name, final: .summary,
      edges: [
        Edge(.name, .email),
        Edge(.email, .sharing),
        Edge(.sharing, .details, when: .sharesMore),
        Edge(.sharing, .summary),
        Edge(.details, .summary),
      ])
  }

  /// The same modules in another order, without the branch, and a phone number step of its
  /// own: what reordering a flow and adding a text step cost.
  public static var emailFirst: OnboardingFlow {
    OnboardingFlow(
      name: "email first", start: .email, final: .summary,
      edges: [
        Edge(.email, .name),
        Edge(.name, .phone),
        Edge(.phone, .details),
        Edge(.details, .summary),
      ])
  }

  /// Every flow an app can run, one per name, so that a saved state can name its flow.
  public static var declared: [OnboardingFlow] { Onboarding.declared }

  /// The flow of each name.
  public static func named(_ name: OnboardingFlowName) -> OnboardingFlow {
    switch name {
    case .standard: .standard
    case .emailFirst: .emailFirst
    }
  }
}

/// The names of the flows the onboarding runs: a flow is declared by its case here.
public enum OnboardingFlowName: String, CaseIterable, Sendable {
  /// ``OnboardingFlow/standard``.
  case standard
  /// ``OnboardingFlow/emailFirst``.
  case emailFirst = "email first"
}
