import Navigation
import Presentation

extension FlowCoordinator {
  /// What makes `state` one no command could reach, or `nil` when the commands could: the
  /// place its own link names in its flow, with the same routes, answers, question and end.
  ///
  /// The link carries every step's values and the question asked, and the flow checks the
  /// order, the branches and each completed step's rule, so a state that rebuilds from its link
  /// is one the commands could reach.
  public static func problem(with state: State) -> String? {
    let link = link(of: state)
    let destination: Destination
    do throws(Refusal) {
      destination = try self.destination(
        for: link, in: state.flow, canLeave: state.canLeave, prefilled: state.prefilled)
    } catch {
      return "its link \(link) leads nowhere in the flow '\(state.flow.name)': \(error.message)"
    }
    let flow = state.flow
    if let problem = state.routes.reachabilityProblem(
      expected: destination.routes, samePlace: { isSameLinkPlace($0, $1, in: flow) },
      title: { title(of: $0, in: flow) })
    {
      return problem
    }
    for (found, rebuilt) in zip(state.routes.routes, destination.routes) {
      // A recap's lines come from the answers, so it is compared whole.
      if case .step(let id, let shown) = found.screen, flow.step(named: id)?.recap != nil,
        case .step(_, let expected) = rebuilt.screen, shown != expected
      {
        return "the summary at route \(found.id) shows lines that are not the answers; "
          + "remove its entries, and they are shown from the answers"
      }
    }
    for step in flow.steps where state.answers[step] != destination.answers[step] {
      let held = destination.answers[step].map { "\($0)" } ?? "no answer"
      return "the answer of '\(step)' is not what its screen below the top holds (\(held)); "
        + "make them agree, or remove the answer"
    }
    if state.answers.byStep.keys.contains(where: { flow.step(named: $0) == nil }) {
      return "there are answers of steps that are not in the flow '\(flow.name)'; remove them"
    }
    if state.pending != destination.pending {
      return "a change waits for a 'yes', but the question on screen does not ask it; remove "
        + "'pending', or the question"
    }
    for (id, answer) in state.prefilled.byStep.sorted(by: { $0.key < $1.key }) {
      guard let step = flow.step(named: id) else {
        return "'prefilled' holds a value of '\(id)', which is not a step of the flow "
          + "'\(flow.name)'; remove it"
      }
      guard case .success(answer) = step.commit(step.makeScreen(answer)) else {
        return "'prefilled' holds \(answer) for '\(id)', which the step does not take as it is; "
          + "give a value its screen accepts, or remove it"
      }
    }
    if state.isFinished != destination.isFinished {
      return "the flow is marked finished, but its summary is not on screen confirmed; set "
        + "'isFinished' to false"
    }
    return nil
  }
}
