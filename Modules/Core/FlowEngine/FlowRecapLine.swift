/// One line of a step's answer where the flow recaps what was entered: a label and a value.
///
/// A step says how its answer reads in a recap, so the final step can list the answers of the
/// steps taken without knowing any of them.
public struct FlowRecapLine: Equatable, Sendable {
  /// What the answer is, as in `name`.
  public var label: String
  /// The answer, as in `Ada`.
  public var value: String

  /// A line labelled `label`.
  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}
