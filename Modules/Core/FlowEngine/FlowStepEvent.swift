/// What an action of a step's screen means to the flow: the step's completion, or the end.
///
/// A step's definition reads its feature's events into these, so the engine moves the flow
/// without knowing any feature.
public enum FlowStepEvent<Answer: Equatable & Sendable>: Equatable, Sendable {
  /// The step was completed with this answer.
  case completed(Answer)
  /// The user accepted the final step: the flow is finished.
  case finished
  /// The user asked to start again.
  case restartRequested
}
