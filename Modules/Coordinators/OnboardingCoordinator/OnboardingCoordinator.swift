public import FlowEngine

/// Runs an onboarding flow with the flow engine: each completed step pushes the step the
/// declaration says comes next, going back asks before losing what was entered, and the answers
/// are handed upward at the end (`Docs/Onboarding.md`).
public typealias OnboardingCoordinator = FlowCoordinator<Onboarding>

/// One step an onboarding flow can use, each declared in a file of its own
/// (`OnboardingStep+Name.swift`); a text step needs no new type (`OnboardingStep+TextEntry`).
public typealias OnboardingStep = FlowScreenStep<Onboarding>

/// A flow of onboarding steps, declared, checked and charted by the engine.
public typealias OnboardingFlow = Flow<OnboardingStep>

/// What the user committed on the steps they completed, kept by step.
public typealias OnboardingAnswers = FlowAnswers<OnboardingStep>
