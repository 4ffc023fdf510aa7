import Architecture
import Navigation

extension OnboardingCoordinator {
  /// What a user's back does.
  public enum BackDecision: Equatable, Sendable {
    /// Answer "no" to the confirmation on screen.
    case dismissConfirmation
    /// Go back one step: nothing entered here would be lost.
    case pop
    /// Ask first: the change would lose what the user entered.
    case confirm(PendingChange)
    /// Refuse, saying why.
    case refuse(String)
  }

  /// The coordinator's answer to a user's back in `state`; a front end asks it before sending
  /// anything, so a refusal is one error line.
  public static func backDecision(in state: State) -> BackDecision {
    let routes = state.routes.routes
    if case .confirmation = state.routes.top.screen { return .dismissConfirmation }
    if state.isFinished {
      return .refuse(
        "the onboarding is finished and its answers were handed over; type 'restart' to go "
          + "through it again")
    }
    guard routes.count > 1 else {
      guard state.canLeave else {
        return .refuse(
          "the onboarding must be finished before the app can be used; complete the steps, "
            + "or type 'restart' to begin again")
      }
      return .confirm(.leave)
    }
    guard OnboardingStep.hasEnteredData(state.routes.top.screen),
      let previous = OnboardingStep.of(routes[routes.count - 2].screen)
    else { return .pop }
    return .confirm(.backTo(previous))
  }

  /// Every navigation decision of the flow.
  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .routes(.screen(let id, let screenAction)):
      // Only the screen on top moves the flow; a late event from below changes nothing.
      guard id == state.routes.top.id else { return .none }
      return screenEvent(screenAction, in: &state)
    case .routes(.dismiss):
      return .none
    case .backTapped:
      switch backDecision(in: state) {
      case .dismissConfirmation: dismissConfirmation(&state)
      case .pop: pop(to: state.routes.count - 2, in: &state)
      case .confirm(let change): ask(change, in: &state)
      case .refuse(let reason): return .report(reason)
      }
    case .backToStepTapped(let step):
      guard let position = position(of: step, in: state), position < state.routes.count - 1
      else {
        return .report("'\(step.rawValue)' is not a step before this one; nothing changed")
      }
      let losesData = state.routes.routes[(position + 1)...].contains {
        OnboardingStep.hasEnteredData($0.screen)
      }
      if losesData { ask(.backTo(step), in: &state) } else { pop(to: position, in: &state) }
    case .restartTapped:
      return requestRestart(&state)
    case .linkOpened(let destination):
      do {
        try state.routes.replace(with: destination.routes, keepingScreensWhile: isSameLinkPlace)
      } catch {
        return .report("the link's routes do not form a stack: \(error)")
      }
      state.answers = destination.answers
      state.pending = destination.pending
      state.isFinished = destination.isFinished
    case .delegate:
      // The flow's own report to whoever shows it: theirs to decide.
      break
    }
    return .none
  }

  /// The flow's response to a step's delegate event or the confirmation's answer.
  ///
  /// Exhaustive by construction: every screen is named and each one's delegate events are
  /// switched over in full, so a new screen or event does not compile until this decides it.
  static func screenEvent(_ action: ScreenAction, in state: inout State) -> Effect<Action> {
    switch action {
    case .name(.delegate(.completed(let name))):
      state.answers.name = name
      return advance(from: .name, in: &state)
    case .email(.delegate(.completed(let email))):
      state.answers.email = email
      return advance(from: .email, in: &state)
    case .sharing(.delegate(.completed(let sharesMore))):
      state.answers.sharesMore = sharesMore
      return advance(from: .sharing, in: &state)
    case .details(.delegate(.completed(let city, let age))):
      state.answers.city = city
      state.answers.age = age
      return advance(from: .details, in: &state)
    case .summary(.delegate(let event)):
      switch event {
      case .finished:
        state.isFinished = true
        return .send(.delegate(.finished(state.answers)))
      case .startOverRequested:
        return requestRestart(&state)
      }
    case .confirmation(.delegate(let event)):
      switch event {
      case .confirmed:
        let change = state.pending
        dismissConfirmation(&state)
        return change.map { apply($0, in: &state) } ?? .none
      case .cancelled:
        dismissConfirmation(&state)
        return .none
      }
    case .name, .email, .sharing, .details, .summary, .confirmation:
      // A screen's own actions, which its reducer has run: only delegate events are the
      // flow's to decide.
      return .none
    }
  }

  /// Pushes the step the declaration names after `step`, filled in from the answers.
  static func advance(from step: OnboardingStep, in state: inout State) -> Effect<Action> {
    guard let next = state.flow.next(after: step, answers: state.answers) else {
      return .report(
        "the flow '\(state.flow.name)' has no edge out of '\(step.rawValue)' for these answers; "
          + "check its declaration with OnboardingFlow.problems")
    }
    do {
      try state.routes.push(next.screen(answers: state.answers))
    } catch {
      return .report("could not show '\(next.rawValue)': \(error)")
    }
    return .none
  }

  static func requestRestart(_ state: inout State) -> Effect<Action> {
    let entered = state.routes.routes.contains { OnboardingStep.hasEnteredData($0.screen) }
    if entered || state.routes.count > 1 {
      ask(.restart, in: &state)
      return .none
    }
    return apply(.restart, in: &state)
  }

  /// Carries out a confirmed change.
  static func apply(_ change: PendingChange, in state: inout State) -> Effect<Action> {
    switch change {
    case .leave:
      reset(&state)
      return .send(.delegate(.left))
    case .restart:
      reset(&state)
    case .backTo(let step):
      if let position = position(of: step, in: state) { pop(to: position, in: &state) }
    }
    return .none
  }

  static func ask(_ change: PendingChange, in state: inout State) {
    state.pending = change
    state.routes.presentSheet(.confirmation(confirmation(for: change)))
  }

  static func dismissConfirmation(_ state: inout State) {
    state.pending = nil
    if case .confirmation = state.routes.top.screen { try? state.routes.dismiss() }
  }

  /// Goes back to the step at `position`, forgetting the answers from there up.
  static func pop(to position: Int, in state: inout State) {
    try? state.routes.goBack(state.routes.count - 1 - position)
    state.isFinished = false
    let kept = state.routes.routes.dropLast().compactMap { OnboardingStep.of($0.screen) }
    for step in OnboardingStep.allCases where !kept.contains(step) {
      step.clear(in: &state.answers)
    }
  }

  static func reset(_ state: inout State) {
    // Replacing rather than assigning keeps identities counting up, so nothing of the old
    // routes can be mistaken for the new ones.
    try? state.routes.replace(
      with: [.root(state.flow.start.screen(answers: OnboardingAnswers()))],
      keepingIdentityWhile: isSamePlace)
    state.answers = OnboardingAnswers()
    state.pending = nil
    state.isFinished = false
  }

  /// Whether a link leads to the same place as where a screen is: the same step holding the
  /// same values, so that opening the current link changes nothing.
  static func isSameLinkPlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    isSamePlace(lhs, rhs) && linkValue(of: lhs) == linkValue(of: rhs)
  }

  /// Whether two screens are the same place in the flow: the same step, or the same question.
  static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    if case .confirmation(let a) = lhs, case .confirmation(let b) = rhs { return a == b }
    guard let step = OnboardingStep.of(lhs) else { return false }
    return step == OnboardingStep.of(rhs)
  }

  static func position(of step: OnboardingStep, in state: State) -> Int? {
    state.routes.routes.firstIndex { OnboardingStep.of($0.screen) == step }
  }
}
