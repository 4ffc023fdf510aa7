import Navigation
import Presentation

extension OnboardingCoordinator {
  /// What makes `state` one no command could reach, or `nil` when the commands could: the
  /// place its own link names in its flow, with the same routes, answers, question and end.
  ///
  /// The link carries every step's values and the question asked, and the flow checks the
  /// order, the branches and each completed step's rule, so a state that rebuilds from its link
  /// is one the commands could reach.
  public static func problem(with state: State) -> String? {
    let link = link(of: state)
    let destination: Destination
    do throws(InputError) {
      destination = try self.destination(for: link, in: state.flow, canLeave: state.canLeave)
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
    if state.answers != destination.answers {
      return "the answers are not those of the steps below the top; each completed step's "
        + "answer is what its screen holds"
    }
    if state.pending != destination.pending {
      return "the change waiting for a 'yes' does not match the question on screen"
    }
    if state.isFinished != destination.isFinished {
      return "the flow is marked finished where its summary was not confirmed"
    }
    return nil
  }
}
