public import FlowEngine

/// A flow of onboarding steps, declared, checked and charted by the engine
/// (`Docs/Onboarding.md`), and interpreted by ``OnboardingCoordinator``.
public typealias OnboardingFlow = Flow<OnboardingStep>
