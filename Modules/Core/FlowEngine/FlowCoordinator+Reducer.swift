public import Architecture
public import EnumPaths
import Navigation

extension FlowCoordinator {
  /// Runs the screen an action is for, by the step's definition in the flow the state holds,
  /// then the flow's decisions, then cancels the work of routes that left.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let screens = screens(in: state)
    return Reduce(decisions)
      .forEachRoute(\.routes, action: CasePath({ Action.routes($0) }, extract: { $0.routes })) {
        screens
      }
      .reduce(into: &state, action: action)
  }

  /// Sends each action to its decisions: a screen's to ``decide(_:from:in:)``, the rest to
  /// ``navigate(_:_:)``. A stack's link is refused: the flow's links carry its answers too, and
  /// arrive as its own `linkOpened`.
  @inlinable
  func decisions(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action.routes {
    case .screen(let id, let screenAction)?:
      return decide(screenAction, from: id, in: &state)
    case .linkOpened?:
      return .report(
        "a flow opens no link as a new stack; nothing changed. Send it the action its own "
          + "open(_:in:) makes")
    case .close?, nil:
      // forEachRoute carries a closing out after this.
      return navigate(&state, action)
    }
  }
}
