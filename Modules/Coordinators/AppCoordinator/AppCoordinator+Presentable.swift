import Architecture
import Navigation
public import Presentation

extension AppCoordinator {
  /// The app's routes, the tab container nested in the root with every tab's navigation, and
  /// the onboarding flow nested in the cover, are called after the app.
  public static var name: String { "showcase" }

  /// The screen on top of the cover, or of the selected tab with a command to switch tabs.
  public static func screen(of state: State) -> ScreenView<Action> {
    view(of: state.routes.top.screen, id: state.routes.top.id, pending: state.pending)
  }

  /// The cover's back (which refuses to leave a flow that must be finished), or the selected
  /// tab's back.
  public static func back(in state: State) throws(Refusal) -> Action {
    try back(from: state.routes.top.screen, id: state.routes.top.id)
  }
}
