import Navigation

extension FlowCoordinator.State {
  /// The flow as a user leaves it who gave each step its sample answer (``FlowScreenStep/sample``)
  /// and went on, from the start: what a test or a doc that is not about the flow uses to get
  /// past it, or to a place in it, without spelling the flow's steps and answers.
  ///
  /// Each step is answered as its screen would be: filled in with the answer and completed by
  /// its own rule, then the flow's declaration picks the next step, as the user's `next` does.
  /// The walk stops on `step` when it is reached, on the final step otherwise, or on a step
  /// that has neither a sample nor an answer in `answers`, or whose answer its rule refuses.
  ///
  /// - Parameters:
  ///   - flow: the flow to walk.
  ///   - canLeave: whether the user may leave the flow before finishing.
  ///   - answers: answers given instead of the samples, as a choice that takes a branch.
  ///   - step: where to stop, with nothing entered; the final step when `nil`.
  ///   - filled: whether the step where the walk stops shows its answer, not yet completed.
  public static func sampled(
    flow: Flow<FlowScreenStep<Host>> = Host.standard, canLeave: Bool = true,
    answers: FlowAnswers<FlowScreenStep<Host>> = FlowAnswers(),
    until step: FlowScreenStep<Host>? = nil,
    filled: Bool = false
  ) -> Self {
    var state = Self(flow: flow, canLeave: canLeave)
    let stop = step ?? flow.final
    while state.routes.count < RouteStack<FlowCoordinator.Screen>.capacity {
      guard case .step(let id, _) = state.routes.top.screen,
        let current = flow.step(named: id),
        let answer = answers[current] ?? current.sample
      else { break }
      let entered = current.makeScreen(answer)
      let isLast = current == stop || current == flow.final
      if isLast && !filled { break }
      state.routes.modifyScreen(id: state.routes.top.id) { $0 = .step(id: id, entered) }
      guard !isLast, case .success(let committed) = current.commit(entered) else { break }
      state.answers[current] = committed
      let taken = state.routes.count
      _ = FlowCoordinator.advance(from: current, in: &state)
      // A flow with no edge out for these answers reports it, and pushes nothing.
      guard state.routes.count > taken else { break }
    }
    return state
  }
}
