public import Presentation

extension ItemsCoordinator: Presentable {
  /// The tab's stack, with the pushed numbers coordinator's stack nested in its route.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "items", stack: state.routes, title: title(of:), nested: nested(in:))
  }

  /// The screen on top; for the pushed coordinator, the screen on top of its own stack.
  public static func screen(of state: State) -> ScreenView<Action> {
    view(of: state.routes.top.screen, id: state.routes.top.id)
  }

  /// The pushed coordinator goes back within itself first, then leaves; anything else is
  /// popped or dismissed.
  public static func back(in state: State) throws(InputError) -> Action {
    let top = state.routes.top
    if let within = try backWithin(top.screen) { return .routes(.screen(top.id, within)) }
    guard state.routes.canGoBack else {
      throw InputError(
        "there is nothing to go back to: the items list is the first screen of this tab")
    }
    return .routes(.dismiss(top.id))
  }
}
