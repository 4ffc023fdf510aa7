import Architecture
import Navigation
public import Presentation

extension AppCoordinator: Presentable {
  /// The app's routes, the tab container nested in the root with every tab's navigation, and
  /// the onboarding flow nested in the cover.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "showcase", stack: state.routes, title: title(of:), nested: nested(in:))
  }

  /// The screen on top of the cover, or of the selected tab with a command to switch tabs.
  public static func screen(of state: State) -> ScreenView<Action> {
    view(of: state.routes.top.screen, id: state.routes.top.id)
  }

  /// The cover's back (which refuses to leave a flow that must be finished), or the selected
  /// tab's back.
  public static func back(in state: State) throws(InputError) -> Action {
    try back(from: state.routes.top.screen, id: state.routes.top.id)
  }

  /// The command that switches tabs; not offered while a sheet or cover is up in the selected
  /// tab, which covers the tab bar as it would on a phone (see ``view(of:id:)``).
  static func tabCommand(_ tabs: [AppTab], root: RouteID) -> Command<Action> {
    let names = tabs.map(\.rawValue).joined(separator: ", ")
    return Command("tab", usage: "<name>", summary: "switch to another tab: \(names)") {
      (arguments) throws(InputError) -> Action in
      guard arguments.count == 1, let tab = AppTab(rawValue: arguments[0]), tabs.contains(tab)
      else {
        throw InputError("'tab' takes the name of a tab: \(names), as in 'tab items'")
      }
      return .routes(.screen(root, .tabs(.tabSelected(tab))))
    }
  }
}
