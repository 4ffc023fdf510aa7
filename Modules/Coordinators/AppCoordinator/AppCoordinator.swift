public import Architecture
import CasePaths
import ItemsCoordinator
public import Navigation
public import NumberFactClient
import NumbersCoordinator
public import OnboardingCoordinator
import SettingsCoordinator

/// The showcase app: a tab container of three coordinators, with the onboarding flow presented
/// over it as a full-screen cover at first launch.
///
/// Every level owns its own navigation: this coordinator owns the app's routes (the tabs and
/// the cover), each tab's coordinator owns its stack, and children nested in those stacks own
/// theirs. A deep link is opened the same way: each level opens its part and hands the rest of
/// the link to the child it chose, all within one update.
public struct AppCoordinator: Reducer {
  /// The whole app's navigation.
  public struct State: Codable, Equatable, Sendable {
    /// The tabs at the root; the onboarding cover above them while it is shown.
    public var routes: RouteStack<Screen>

    /// The app at first launch (the onboarding cover up), or with the onboarding done.
    public init(firstLaunch: Bool = true) {
      routes = RouteStack(root: .tabs(AppCoordinator.initialTabs))
      if firstLaunch {
        routes.presentCover(.onboarding(OnboardingCoordinator.State(canLeave: false)))
      }
    }
  }

  /// What happens to the app.
  public enum Action: Equatable, Sendable {
    /// An action of the tabs or the cover.
    case routes(StackAction<ScreenAction>)
    /// A deep link was opened: where it leads, at this level.
    case linkOpened(Destination)
  }

  /// Where a link leads at the app's level, with the action that opens the rest of the link in
  /// the child it chose.
  public enum Destination: Equatable, Sendable {
    /// Select a tab, and open the rest of the link in its coordinator.
    case tab(AppTab, TabAction)
    /// Open a place in the onboarding cover.
    case welcome(OnboardingCoordinator.Action)
  }

  let factClient: NumberFactClient
  private static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) =
    \.routes

  /// The app, its number screens asking `factClient` for facts.
  public init(factClient: NumberFactClient) {
    self.factClient = factClient
  }

  /// Runs the tabs and the cover, then decides what the app does.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(Self.navigate)
      .forEachRoute(Self.routes, action: Self.routesCase) {
        ScopeCase(state: Self.tabsCase, action: Self.tabsActionCase) {
          TabContainer {
            ScopeCase(state: Self.numbersCase, action: Self.numbersActionCase) {
              NumbersCoordinator(factClient: factClient)
            }
            .combined(
              with: ScopeCase(state: Self.itemsCase, action: Self.itemsActionCase) {
                ItemsCoordinator(factClient: factClient)
              }
            )
            .combined(
              with: ScopeCase(state: Self.settingsCase, action: Self.settingsActionCase) {
                SettingsCoordinator()
              })
          }
        }
        .combined(
          with: ScopeCase(state: Self.onboardingCase, action: Self.onboardingActionCase) {
            OnboardingCoordinator()
          })
      }
      .reduce(into: &state, action: action)
  }

  /// What the app does about its children's events and links.
  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    let root = state.routes.root.id
    switch action {
    case .routes(.screen(let id, .onboarding(.delegate(let event)))):
      switch event {
      case .finished(let answers):
        let update = SettingsCoordinator.Action.profileUpdated(
          name: answers.name ?? "", email: answers.email ?? "")
        return .merge(
          .send(.routes(.dismiss(id))),
          .send(.routes(.screen(root, .tabs(.tab(.settings, .settings(update)))))))
      case .left:
        // The welcome flow is made with canLeave: false and never says this; were it made
        // leavable, leaving would show the tabs without the answers.
        return .send(.routes(.dismiss(id)))
      }
    case .routes(.screen(_, .tabs(.tab(_, .settings(.delegate(let event)))))):
      switch event {
      case .signOutRequested:
        // A new root identity: everything the old tabs were running stops with them.
        try? state.routes.replace(
          with: [
            .root(.tabs(initialTabs)),
            .cover(.onboarding(OnboardingCoordinator.State(canLeave: false))),
          ],
          keepingIdentityWhile: { _, _ in false })
      }
    case .linkOpened(.tab(let tab, let tabAction)):
      state.routes.goBackToRoot()
      return .merge(
        .send(.routes(.screen(root, .tabs(.tabSelected(tab))))),
        .send(.routes(.screen(root, .tabs(.tab(tab, tabAction))))))
    case .linkOpened(.welcome(let flowAction)):
      guard case .onboarding = state.routes.top.screen else {
        return .report("the welcome flow is not shown; sign out in settings to see it again")
      }
      return .send(.routes(.screen(state.routes.top.id, .onboarding(flowAction))))
    case .routes(.screen(_, .tabs(.tab(_, .numbers)))), .routes(.screen(_, .tabs(.tab(_, .items)))),
      .routes(.screen(_, .tabs(.tab(_, .settings)))), .routes(.screen(_, .tabs(.tabSelected))),
      .routes(.screen(_, .onboarding)), .routes(.dismiss):
      // The children's own actions, which their reducers have run (the numbers and items
      // tabs report nothing upward), a tab switch, which the container has made, and
      // dismissals, which forEachRoute has carried out: nothing is left to decide. Each tab
      // and screen is named, so a new one must be placed.
      break
    }
    return .none
  }
}
