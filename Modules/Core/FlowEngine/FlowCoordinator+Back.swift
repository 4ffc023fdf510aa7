import Navigation
public import Presentation

// Back interception: whether a user's back pops, leaves, asks first or is refused, decided
// before anything is sent.

extension FlowCoordinator {
  /// What a user's back does.
  public enum BackDecision: Equatable, Sendable {
    /// Answer "no" to the confirmation on screen.
    case dismissConfirmation
    /// Go back one step: nothing entered here would be lost.
    case pop
    /// Leave the flow from its first step at once: nothing entered would be lost.
    case leave
    /// Ask first: the change would lose what the user entered.
    case confirm(PendingChange)
    /// Refuse, saying why and what to do instead.
    case refuse(Refusal)
  }

  /// The coordinator's answer to a user's back in `state`; a front end asks it before sending
  /// anything, so a refusal is one error line.
  public static func backDecision(in state: State) -> BackDecision {
    let routes = state.routes.routes
    if case .confirmation = state.routes.top.screen { return .dismissConfirmation }
    if state.isFinished {
      return .refuse(
        Refusal(
          "the \(Host.name) is finished and its answers were handed over",
          remedies: [Remedy(.command("restart"), "to go through it again")]))
    }
    guard routes.count > 1 else {
      guard state.canLeave else {
        return .refuse(
          Refusal(
            "the \(Host.name) must be finished before the app can be used: complete its steps",
            remedies: [Remedy(.command("restart"), "to begin again")]))
      }
      return hasInput(state.routes.top.screen, in: state.flow, prefilled: state.prefilled)
        ? .confirm(.leave) : .leave
    }
    guard hasInput(state.routes.top.screen, in: state.flow, prefilled: state.prefilled),
      case .step(let previous, _) = routes[routes.count - 2].screen
    else { return .pop }
    return .confirm(.backTo(step: previous))
  }
}
