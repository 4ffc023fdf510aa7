public import Architecture
public import FlowEngine
public import Navigation
public import OnboardingCoordinator
public import Presentation
import SettingsCoordinator
import ShownText

// The coordinator's declaration: the app's own routes (the tab container and the welcome cover),
// and everything that differs between them, are named in this file and nowhere else; the tabs are
// declared in `AppCoordinator+Tabs.swift`. A screen is named in four places: its case in each
// enum, its declaration in `screens`, and its arm in `decide`, which has no catch-all.

extension AppCoordinator {
  /// The app's own routes: the tab container at the root, and the onboarding flow presented
  /// over it as a full-screen cover.
  public enum Screen: Codable, Equatable, Sendable {
    /// The tabs, each with its coordinator.
    case tabs(Tabs<AppTab, TabScreen>)
    /// The onboarding flow, a child coordinator.
    case onboarding(OnboardingCoordinator.State)
  }

  /// The actions of the app's routes.
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// A tab's action, or a tab selection.
    case tabs(TabsAction<AppTab, TabAction>)
    /// The onboarding flow's action.
    case onboarding(OnboardingCoordinator.Action)
  }

  // The app writes its links itself (the selected tab's, or the welcome flow's), so its
  // routes' declarations have none.

  /// Every screen, in the order a link's segment is tried on them.
  public static let screens: [ScreenCase<Screen, ScreenAction>] = [
    // The tab container.
    ScreenCase(
      AppTabs.self, Screen.tabs, ScreenAction.tabs,
      state: { if case .tabs(let state) = $0 { state } else { nil } },
      action: { if case .tabs(let action) = $0 { action } else { nil } }, link: nil),
    // The welcome flow.
    ScreenCase(
      OnboardingCoordinator.self, Screen.onboarding, ScreenAction.onboarding,
      state: { if case .onboarding(let state) = $0 { state } else { nil } },
      action: { if case .onboarding(let action) = $0 { action } else { nil } },
      title: { _ in "Welcome" }, link: nil),
  ]

  /// What the app does about its children's events: the welcome flow's result goes to the
  /// settings tab, and only the app can sign out. Anything else the children have already run.
  public func decide(
    _ action: ScreenAction, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    let root = state.routes.root.id
    switch action {
    case .onboarding(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .finished(let answers):
        let update = SettingsCoordinator.Action.profileUpdated(
          name: answers.text(of: .name) ?? "", email: answers.text(of: .email) ?? "")
        let finished = Effect<Action>.merge(
          .send(.routes(.close(id))),
          .send(.routes(.screen(root, .tabs(.tab(.settings, .settings(update)))))))
        // The place a link asked for during the flow opens in the same update, read once the
        // cover is gone and the settings hold the answers, so that it keeps them.
        guard let pending = state.pending.take() else { return finished }
        return .merge(finished, .send(.linkOpened(.held(pending.link))))
      case .left:
        // The welcome flow is made with canLeave: false and never says this; were it made
        // leavable, leaving would show the tabs without the answers.
        return .send(.routes(.close(id)))
      }
    case .tabs(.tabSelected):
      // The container has made the switch.
      break
    case .tabs(.tab(_, let tabAction)):
      return Self.tabEvent(tabAction, in: &state)
    }
    return .none
  }

  /// A route's view, its commands sent to the route `id`: the selected tab's, or the cover's
  /// screen on top, which says that the tabs are under it.
  static func view(
    of screen: Screen, id: RouteID, pending: PendingLink? = nil
  ) -> ScreenView<Action> {
    var view = (feature(of: screen).view(of: screen) ?? ScreenView(title: title(of: screen)))
      .map { Action.routes(.screen(id, $0)) }
    if case .onboarding = screen {
      view.unavailable.append(
        .init("tab", reason: "the welcome flow covers the tabs; finish it first"))
    }
    if let pending { view.then = pending.link.description }
    return view
  }

  /// A route's back: the cover's (which refuses to leave a flow that must be finished), or
  /// the selected tab's. At the first screen of a tab every tab says the same: the tab's own
  /// coordinator does not know it is one.
  static func back(from screen: Screen, id: RouteID) throws(Refusal) -> Action {
    switch screen {
    case .onboarding(let flow):
      return .routes(.screen(id, .onboarding(try OnboardingCoordinator.back(in: flow))))
    case .tabs(let tabs):
      do {
        return .routes(.screen(id, .tabs(.tab(tabs.selected, try back(in: tabs.selectedChild)))))
      } catch {
        // At the tab's first screen: one route, nothing nested in it. Read without walking
        // the tab's stack, which may be deep.
        guard case .stack(let routes) = navigation(of: tabs.selectedChild).content,
          routes.count == 1, routes[0].nested == nil
        else { throw error }
        throw Refusal(
          "there is nothing to go back to: this is the first screen of the "
            + "\(tabs.selected.rawValue) tab",
          remedies: [Remedy(.command("tab"), "to go to another")])
      }
    }
  }

  /// The words a link starts with: the welcome cover's, then each tab's name.
  static var firstWords: [String] { ["welcome"] + AppTab.allCases.map(\.rawValue) }

  /// The link of a route: `/welcome/...` for the cover, otherwise the selected tab and its
  /// coordinator's link, as in `/items/75/numbers/150`.
  static func link(of screen: Screen) -> DeepLink {
    switch screen {
    case .onboarding(let flow):
      DeepLink([.init("welcome")]).appending(OnboardingCoordinator.link(of: flow))
    case .tabs(let tabs):
      DeepLink([.init(tabs.selected.rawValue)]).appending(link(of: tabs.selectedChild))
    }
  }

  /// Where `link` leads from the route on top: the cover opens its own part; the tabs choose
  /// the tab its first segment names.
  static func destination(
    of link: DeepLink, from screen: Screen, root: Screen? = nil
  ) throws(Refusal) -> Destination {
    let names = firstWords.joined(separator: ", ")
    switch screen {
    case .onboarding(let flow):
      guard let first = link.segments.first else {
        return .welcome(try OnboardingCoordinator.open(DeepLink(), in: flow))
      }
      guard first == DeepLink.Segment("welcome") else {
        // A place in the tabs waits behind the flow: checked now, opened when it is finished.
        guard let root, case .tabs = root else {
          throw Refusal("the app opens after the welcome flow; finish it first")
        }
        _ = try destination(of: link, from: root)
        return .held(link)
      }
      return .welcome(try OnboardingCoordinator.open(link.dropFirst, in: flow))
    case .tabs(let tabs):
      let (tab, rest): (AppTab, DeepLink)
      if let first = link.segments.first {
        guard first.value == nil, let named = AppTab(rawValue: first.name) else {
          if first == DeepLink.Segment("welcome") {
            throw Refusal(
              "the welcome flow is finished; to go through it again, sign out in settings and "
                + "confirm")
          }
          throw Refusal(
            "'\(VisibleText.excerpt(first.description))' is not a tab; a link starts with one of "
              + names)
        }
        (tab, rest) = (named, link.dropFirst)
      } else {
        (tab, rest) = (.numbers, DeepLink())
      }
      guard let child = tabs[tab] else {
        throw Refusal("there is no '\(tab.rawValue)' tab in this app")
      }
      return .tab(tab, try open(rest, in: child))
    }
  }
}
