public import Architecture
public import Navigation

extension FlowCoordinator {
  /// What a screen's action decides: only the screen on top moves the flow; a late event from
  /// below changes nothing.
  public func decide(
    _ action: ScreenAction, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    guard id == state.routes.top.id else { return .none }
    return Self.screenEvent(action, in: &state)
  }

  /// The flow's own decisions: back, back to a step, restart, a link, and what a route's
  /// closing means to the answers.
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    Self.flowDecision(&state, action)
  }

  static func flowDecision(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .routes(.close(let id)):
      // Whoever asked (a parent closing the question, a front end's own gesture), a dismissal
      // means what the flow's own back means there: the question's change is dropped, and the
      // answers of the steps that leave are forgotten. Done here, the stack's own dismissal
      // then finds the route gone.
      guard let position = state.routes.position(of: id) else { return .none }
      if case .confirmation = state.routes.routes[position].screen {
        dismissConfirmation(&state)
      } else if position > 0 {
        pop(to: position - 1, in: &state)
      }
      return .none
    case .backTapped:
      switch backDecision(in: state) {
      case .dismissConfirmation: dismissConfirmation(&state)
      case .pop: pop(to: state.routes.count - 2, in: &state)
      case .leave: return apply(.leave, in: &state)
      case .confirm(let change): return ask(change, in: &state)
      case .refuse(let refusal): return .report(refusal.message)
      }
    case .backToStepTapped(let step):
      guard let position = position(of: step, in: state) else {
        return .report("'\(step)' is not a step before this one; nothing changed")
      }
      let losesData = state.routes.routes[(position + 1)...].contains {
        hasInput($0.screen, in: state.flow, prefilled: state.prefilled)
      }
      if losesData {
        return ask(.backTo(step: step), in: &state)
      } else {
        pop(to: position, in: &state)
      }
    case .restartTapped:
      return requestRestart(&state)
    case .linkOpened(let destination):
      do {
        let flow = state.flow
        try state.routes.replace(
          with: destination.routes, keepingScreensWhile: { isSameLinkPlace($0, $1, in: flow) })
      } catch {
        return .report("the link's routes do not form a stack: \(error)")
      }
      let wasFinished = state.isFinished
      state.answers = destination.answers
      state.pending = destination.pending
      state.isFinished = destination.isFinished
      if state.isFinished && !wasFinished {
        // A link to the confirmed summary does what confirming it does: whoever shows the
        // flow gets the answers, and closes it if that is what finishing means there.
        return .send(.delegate(.finished(state.answers)))
      }
    case .routes(.screen), .routes(.linkOpened):
      // The skeleton hands these to `decide` and to `follow`, which refuses a stack with no
      // answers: the flow's links are its own `linkOpened`.
      break
    case .delegate:
      // The flow's own report to whoever shows it: theirs to decide.
      break
    }
    return .none
  }

  /// The flow's response to a screen's action: a step's completion commits its answer and
  /// moves on, the final step finishes or starts over, and the question's answer carries out
  /// or drops the change it asked about.
  ///
  /// Each step's definition reads its feature's events into a ``FlowStepEvent``, switched over
  /// in full here, so a new event of the flow does not compile until this decides it.
  static func screenEvent(_ action: ScreenAction, in state: inout State) -> Effect<Action> {
    switch action {
    case .step(let stepAction):
      // What the action means to the flow, as the step's definition reads it; any other action
      // its screen has run.
      guard case .step(let id, _) = state.routes.top.screen, let step = state.flow.step(named: id),
        let event = step.event(stepAction)
      else { return .none }
      switch event {
      case .completed(let answer):
        state.answers[step] = answer
        return advance(from: step, in: &state)
      case .finished:
        state.isFinished = true
        return .send(.delegate(.finished(state.answers)))
      case .restartRequested:
        return requestRestart(&state)
      }
    case .confirmation(let questionAction):
      switch Host.answer(in: questionAction) {
      case true?:
        let change = state.pending
        dismissConfirmation(&state)
        return change.map { apply($0, in: &state) } ?? .none
      case false?:
        dismissConfirmation(&state)
        return .none
      case nil:
        // The question's own actions, which its reducer has run.
        return .none
      }
    }
  }

  /// Pushes the step the declaration names after `step`, filled in from the answers.
  static func advance(from step: Step, in state: inout State) -> Effect<Action> {
    guard let next = state.flow.next(after: step, answers: state.answers) else {
      return .report(
        "the flow '\(state.flow.name)' has no edge out of '\(step)' for these answers; "
          + "check its declaration with Flow.problems")
    }
    let taken = steps(of: state.routes.routes.map(\.screen), in: state.flow)
    state.routes.push(
      screen(for: next, answers: state.answers, prefilled: state.prefilled, after: taken))
    return .none
  }

  static func requestRestart(_ state: inout State) -> Effect<Action> {
    let entered = state.routes.routes.contains {
      hasInput($0.screen, in: state.flow, prefilled: state.prefilled)
    }
    if entered || state.routes.count > 1 {
      return ask(.restart, in: &state)
    }
    return apply(.restart, in: &state)
  }

  /// Carries out a confirmed change.
  static func apply(_ change: PendingChange, in state: inout State) -> Effect<Action> {
    switch change {
    case .leave:
      // Only a question the flow asked can get here, and it never asks when the flow must be
      // finished; a change from elsewhere is held to the same rule.
      guard state.canLeave else {
        return .report(
          "the \(Host.name) must be finished before it can be left; nothing changed")
      }
      reset(&state)
      return .send(.delegate(.left))
    case .restart:
      reset(&state)
    case .backTo(let step):
      if let position = position(of: step, in: state) { pop(to: position, in: &state) }
    }
    return .none
  }

  /// Asks the user to confirm `change`, with the question as a sheet.
  static func ask(_ change: PendingChange, in state: inout State) -> Effect<Action> {
    state.routes.presentSheet(.confirmation(confirmation(for: change, in: state.flow)))
    state.pending = change
    return .none
  }

  static func dismissConfirmation(_ state: inout State) {
    state.pending = nil
    if case .confirmation = state.routes.top.screen { state.routes.dismiss() }
  }

  /// Goes back to the step at `position`, forgetting the answers from there up.
  static func pop(to position: Int, in state: inout State) {
    state.routes.goBack(state.routes.count - 1 - position)
    state.isFinished = false
    state.answers = answers(below: state)
  }

  static func reset(_ state: inout State) {
    // Replacing rather than assigning keeps identities counting up, so nothing of the old
    // routes can be mistaken for the new ones.
    try? state.routes.replace(
      with: [
        .root(
          .step(
            id: state.flow.start.id, state.flow.start.makeScreen(state.prefilled[state.flow.start])
          ))
      ],
      keepingIdentityWhile: isSamePlace)
    state.answers = Answers()
    state.pending = nil
    state.isFinished = false
  }

}
