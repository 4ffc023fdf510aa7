/// A branching flow declared as data: where it starts, where it ends, and the edges between
/// steps with the conditions under which each is taken.
///
/// A host interprets the declaration: after a step is completed it takes the first edge out of
/// that step whose condition holds for the answers so far. Steps never know their neighbours,
/// so reordering steps is an edit of the declaration alone.
public struct Flow<Step: FlowStep>: Sendable {
  /// When an edge is taken.
  public struct Condition: Sendable {
    /// A short name for the condition, as the flow chart labels the edge.
    public var label: String
    /// Whether the edge is taken for these answers.
    public var holds: @Sendable (FlowAnswers<Step>) -> Bool

    /// A condition named `label`.
    public init(
      _ label: String, holds: @escaping @Sendable (FlowAnswers<Step>) -> Bool
    ) {
      self.label = label
      self.holds = holds
    }
  }

  /// A possible move from one step to the next.
  public struct Edge: Sendable {
    /// The step completed.
    public var from: Step
    /// The step that follows.
    public var to: Step
    /// When the edge is taken; `nil` means always. Edges are tried in the order written, so an
    /// edge without a condition goes last among the edges of its step.
    public var condition: Condition?
    /// Whether this edge may close a cycle: cycles are refused unless declared.
    public var closesCycle: Bool

    /// An edge, taken when `condition` holds (always without one).
    public init(
      _ from: Step, _ to: Step, when condition: Condition? = nil, closesCycle: Bool = false
    ) {
      self.from = from
      self.to = to
      self.condition = condition
      self.closesCycle = closesCycle
    }
  }

  /// A name for messages, charts and saved states.
  public let name: String
  /// The first step.
  public let start: Step
  /// The step where every path ends; completing it finishes the flow.
  public let final: Step
  /// The edges, in the order they are tried.
  public let edges: [Edge]
  /// The steps the flow uses, in the order they first appear.
  public let steps: [Step]

  /// A flow declaration.
  public init(name: String, start: Step, final: Step, edges: [Edge]) {
    self.name = name
    self.start = start
    self.final = final
    self.edges = edges
    var steps: [Step] = [start]
    for edge in edges {
      for step in [edge.from, edge.to] where !steps.contains(step) { steps.append(step) }
    }
    self.steps = steps
  }

  /// The step after `step` for these answers, or `nil` when no edge out of it holds.
  public func next(after step: Step, answers: FlowAnswers<Step>) -> Step? {
    edges.first { $0.from == step && ($0.condition?.holds(answers) ?? true) }?.to
  }

  /// The step of this flow named `id`.
  public func step(named id: String) -> Step? {
    steps.first { $0.id == id }
  }
}
