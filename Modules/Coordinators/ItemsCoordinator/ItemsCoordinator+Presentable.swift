import Architecture
public import Presentation

extension ItemsCoordinator: ScreenFeature {
  /// The tab's stack, with the pushed numbers coordinator's stack nested in its route.
  public static func navigation(of state: State) -> NavigationNode {
    navigation(of: state, named: "items")
  }

  /// The tab as a host shows it in one of its routes.
  public static func title(of state: State) -> String { "Items" }

  /// The pushed coordinator goes back within itself first, then leaves; anything else is
  /// popped or dismissed.
  public static func back(in state: State) throws(InputError) -> Action {
    let top = state.routes.top
    if let within = try backWithin(top.screen) { return .routes(.screen(top.id, within)) }
    guard state.routes.canGoBack else {
      throw InputError(
        "there is nothing to go back to: the items list is the first screen of this tab")
    }
    return .routes(.close(top.id))
  }
}
