public import Architecture
public import Presentation

/// The app's tab container as one screen: every tab's coordinator, each run by the tab's
/// declaration (``AppCoordinator/tab(of:)``), the selected one on screen with a command to
/// switch tabs.
public struct AppTabs: ScreenFeature {
  /// The tabs and their coordinators.
  public typealias State = Tabs<AppTab, TabScreen>
  /// A tab selection, or an action of one tab's coordinator.
  public typealias Action = TabsAction<AppTab, TabAction>

  let dependencies: Dependencies

  /// The container, its tabs' features reading `dependencies`.
  public init(_ dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// Selects tabs, and runs each tab's coordinator for its own actions.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    TabContainer { Screens(dependencies, feature: AppCoordinator.tab(of:)) }
      .reduce(into: &state, action: action)
  }

  /// The container's title: the app's name.
  public static func title(of state: State) -> String { "Showcase" }

  /// Every tab's navigation, the selected one marked.
  public static func nested(in state: State) -> NavigationNode? {
    let nodes = zip(state.tabs, state.children).map { tab, child in
      TabNode(name: tab.title, node: AppCoordinator.navigation(of: child))
    }
    return .tabs(name: "tabs", nodes, selected: state.selectedIndex)
  }

  /// The selected tab's screen, with the command that switches tabs; under a sheet or cover
  /// the tabs cannot be reached, as on a phone, and the command says why instead.
  public static func view(of state: State) -> ScreenView<Action> {
    let tab = state.selected
    var view = AppCoordinator.view(of: state.selectedChild).map { Action.tab(tab, $0) }
    if let presentation = AppCoordinator.navigation(of: state.selectedChild).presentationOnTop {
      let kind = if case .sheet = presentation.style { "sheet" } else { "cover" }
      view.unavailable.append(
        .init(
          "tab", reason: "the \(kind) '\(presentation.title)' covers the tabs",
          remedies: [
            Remedy(.back, "to close it first"), Remedy(.openLink, "to go anywhere at once"),
          ]))
    } else {
      view.commands.append(tabCommand(state.tabs))
    }
    return view
  }

  /// The command that switches tabs.
  static func tabCommand(_ tabs: [AppTab]) -> Command<Action> {
    let names = tabs.map(\.rawValue).joined(separator: ", ")
    return .choice(
      "tab", placeholder: "name", summary: "switch to another tab: \(names)", among: tabs,
      noun: "a tab", shown: \.rawValue, action: Action.tabSelected)
  }
}
