import Architecture
import ItemsCoordinator
import Navigation
import NumbersCoordinator
import OnboardingCoordinator
public import Presentation
import SettingsCoordinator

extension AppCoordinator: Presentable {
  /// The app's routes, the tab container nested in the root with every tab's navigation, and
  /// the onboarding flow nested in the cover.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(
      name: "showcase", stack: state.routes,
      title: { screen in
        if case .onboarding = screen { "Welcome" } else { "Showcase" }
      },
      nested: { screen in
        switch screen {
        case .tabs(let tabs):
          let nodes = zip(tabs.tabs, tabs.children).map { tab, child in
            TabNode(name: tab.title, node: navigation(of: child))
          }
          return .tabs(name: "tabs", nodes, selected: tabs.selectedIndex)
        case .onboarding(let flow):
          return OnboardingCoordinator.navigation(of: flow)
        }
      })
  }

  static func navigation(of tab: TabScreen) -> NavigationNode {
    switch tab {
    case .numbers(let child): NumbersCoordinator.navigation(of: child)
    case .items(let child): ItemsCoordinator.navigation(of: child)
    case .settings(let child): SettingsCoordinator.navigation(of: child)
    }
  }

  /// The screen on top of the cover, or of the selected tab with a command to switch tabs.
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    switch top.screen {
    case .onboarding(let flow):
      return OnboardingCoordinator.screen(of: flow).map {
        .routes(.screen(top.id, .onboarding($0)))
      }
    case .tabs(let tabs):
      let tab = tabs.selected
      func send(_ action: TabAction) -> Action {
        .routes(.screen(top.id, .tabs(.tab(tab, action))))
      }
      var view: ScreenView<Action>
      switch tabs.selectedChild {
      case .numbers(let child):
        view = NumbersCoordinator.screen(of: child).map { send(.numbers($0)) }
      case .items(let child): view = ItemsCoordinator.screen(of: child).map { send(.items($0)) }
      case .settings(let child):
        view = SettingsCoordinator.screen(of: child).map { send(.settings($0)) }
      }
      let presentation = navigation(of: tabs.selectedChild).presentationOnTop
      view.commands.append(
        tabCommand(tabs.tabs, selected: tab, root: top.id, presentation: presentation))
      return view
    }
  }

  /// The command that switches tabs; refused while a sheet or cover is up in the selected tab,
  /// which covers the tab bar as it would on a phone.
  private static func tabCommand(
    _ tabs: [AppTab], selected: AppTab, root: RouteID, presentation: RouteNode?
  ) -> Command<Action> {
    let names = tabs.map(\.rawValue).joined(separator: ", ")
    // As in "the sheet 'Number 75'".
    let covering = presentation.map { route in
      let kind = if case .sheet = route.style { "sheet" } else { "cover" }
      return "the \(kind) '\(route.title)'"
    }
    let summary =
      "switch to another tab: \(names)" + (covering.map { " (after closing \($0))" } ?? "")
    return Command("tab", usage: "<name>", summary: summary) {
      (arguments) throws(InputError) -> Action in
      guard arguments.count == 1, let tab = AppTab(rawValue: arguments[0]), tabs.contains(tab)
      else {
        throw InputError("'tab' takes the name of a tab: \(names), as in 'tab items'")
      }
      if let covering, tab != selected {
        throw InputError(
          "\(covering) covers the tabs; close it with 'back' first, or open a link to go "
            + "anywhere at once")
      }
      return .routes(.screen(root, .tabs(.tabSelected(tab))))
    }
  }

  /// The cover's back (which refuses to leave a flow that must be finished), or the selected
  /// tab's back.
  public static func back(in state: State) throws(InputError) -> Action {
    let top = state.routes.top
    switch top.screen {
    case .onboarding(let flow):
      return .routes(.screen(top.id, .onboarding(try OnboardingCoordinator.back(in: flow))))
    case .tabs(let tabs):
      let tab = tabs.selected
      let action: TabAction
      switch tabs.selectedChild {
      case .numbers(let child): action = .numbers(try NumbersCoordinator.back(in: child))
      case .items(let child): action = .items(try ItemsCoordinator.back(in: child))
      case .settings(let child): action = .settings(try SettingsCoordinator.back(in: child))
      }
      return .routes(.screen(top.id, .tabs(.tab(tab, action))))
    }
  }
}
