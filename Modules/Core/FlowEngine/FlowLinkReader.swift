public import Presentation
import ShownText

/// Reads a link's step segments against a flow, one at a time: each must name a step of the
/// flow, the one the declaration leads to from the step before for the answers so far, and
/// none may follow the final step.
///
/// A host reads each step's value itself (only it knows the screen), then hands the reader the
/// answer that value commits, so the order and the branches are checked here, once, for every
/// host.
public struct FlowLinkReader<Step: FlowStep> {
  /// The flow the link is read against.
  public let flow: Flow<Step>
  /// The steps read so far, in the link's order.
  public private(set) var taken: [Step] = []
  /// The answers of the steps completed so far.
  public private(set) var answers = FlowAnswers<Step>()
  /// The step the declaration leads to next; `nil` when no edge holds.
  public private(set) var expected: Step?

  /// A reader at the start of `flow`.
  public init(flow: Flow<Step>) {
    self.flow = flow
    expected = flow.start
  }

  /// The step a segment named `name` stands for, checked against the declaration.
  /// - Throws: `Refusal` when the flow has ended, has no such step, or leads elsewhere.
  public mutating func enter(_ name: String) throws(Refusal) -> Step {
    if taken.last == flow.final {
      throw Refusal(
        "the flow ends at '\(flow.final)'; nothing comes after it but '\(FlowLink.question)=...'")
    }
    guard let step = flow.step(named: name) else {
      let names = flow.steps.map(\.id).joined(separator: ", ")
      throw Refusal(
        "'\(VisibleText.excerpt(name))' is not a step of this flow; the steps are \(names)")
    }
    guard step == expected else {
      let place = taken.last.map { "after '\($0)' the flow goes to" } ?? "the flow starts at"
      throw Refusal(
        "\(place) '\(expected?.id ?? "nothing")' with these answers, not '\(step)'")
    }
    taken.append(step)
    return step
  }

  /// Records the answer of the step last entered, and follows the declaration from it.
  public mutating func complete(with answer: Step.Answer) {
    guard let step = taken.last else { return }
    answers[step] = answer
    expected = flow.next(after: step, answers: answers)
  }
}
