/// What the user committed on the steps they completed, kept by step name: a flow's result, and
/// what its conditions read.
///
/// Kept by name rather than in fields, so that a new step adds an entry, not a field, and a
/// saved state stays readable when a flow gains a step.
public struct FlowAnswers<Step: FlowStep>: Codable, Equatable, Sendable {
  /// Each completed step's answer, by the step's name.
  public private(set) var byStep: [String: Step.Answer]

  /// Answers; none by default.
  public init(_ byStep: [String: Step.Answer] = [:]) {
    self.byStep = byStep
  }

  /// The answer of `step`; `nil` until it is completed.
  public subscript(step: Step) -> Step.Answer? {
    get { byStep[step.id] }
    set { byStep[step.id] = newValue }
  }
}
