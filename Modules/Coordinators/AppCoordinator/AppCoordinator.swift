public import Architecture
public import FlowEngine
import ItemsCoordinator
import Navigation
import NumbersCoordinator
public import OnboardingCoordinator
public import Presentation
import SettingsCoordinator

/// The showcase app: a tab container of three coordinators, with the onboarding flow presented
/// over it as a full-screen cover at first launch.
///
/// Every level owns its own navigation: this coordinator owns the app's routes (the tabs and
/// the cover), each tab's coordinator owns its stack, and children nested in those stacks own
/// theirs. A deep link is opened the same way: each level opens its part and hands the rest of
/// the link to the child it chose, all within one update.
public struct AppCoordinator: Coordinator {
  /// The whole app's navigation: the tabs at the root; the onboarding cover above them while
  /// it is shown.
  public typealias State = CoordinatorState<AppCoordinator>

  /// What happens to the app.
  public enum Action: RoutesAction, Codable, Equatable, Sendable {
    /// An action of the tabs or the cover.
    case routes(StackAction<Screen, ScreenAction>)
    /// A deep link was opened: where it leads, at this level.
    case linkOpened(Destination)

    /// The route's action or closing, if this is one.
    public var routes: StackAction<Screen, ScreenAction>? {
      if case .routes(let action) = self { action } else { nil }
    }
  }

  /// Where a link leads at the app's level, with the action that opens the rest of the link in
  /// the child it chose.
  public enum Destination: Codable, Equatable, Sendable {
    /// Select a tab, and open the rest of the link in its coordinator.
    case tab(AppTab, TabAction)
    /// Open a place in the onboarding cover.
    case welcome(OnboardingCoordinator.Action)
    /// A place in the tabs, held while the welcome flow is up and opened once it is finished.
    case held(DeepLink)
  }

  /// What the app's features read from the outside world: built once, by the app.
  public let dependencies: Dependencies

  /// The app, its features reading `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  /// What the app does about a link: select the tab and open the rest in it, open it in the
  /// welcome cover, or hold it behind the cover until the flow is finished. Its children's events are decided by the screens' declaration
  /// (``decide(_:from:in:)``).
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    let root = state.routes.root.id
    switch action {
    case .linkOpened(.tab(let tab, let tabAction)):
      state.routes.dismissAll()
      return .merge(
        .send(.routes(.screen(root, .tabs(.tabSelected(tab))))),
        .send(.routes(.screen(root, .tabs(.tab(tab, tabAction))))))
    case .linkOpened(.held(let link)):
      guard case .onboarding = state.routes.top.screen else {
        // The flow is finished: the link opens now, in the tabs as they are.
        do throws(Refusal) {
          let destination = try Self.destination(of: link, from: state.routes.root.screen)
          return navigate(&state, .linkOpened(destination))
        } catch {
          return .report(
            "the link \(link) held behind the welcome flow does not open: \(error.message)")
        }
      }
      state.pending = PendingLink(link: link, gate: state.routes.top.id)
    case .linkOpened(.welcome(let flowAction)):
      guard case .onboarding = state.routes.top.screen else {
        return .report("the welcome flow is not shown; sign out in settings to see it again")
      }
      return .send(.routes(.screen(state.routes.top.id, .onboarding(flowAction))))
    case .routes:
      // A closing arrives here before the stack carries it out, and the app has nothing to
      // decide about it; screens' actions go to `decide`, and the app's links are its own.
      break
    }
    return .none
  }
}

extension CoordinatorState<AppCoordinator> {
  /// The app at first launch (the onboarding cover up), or with the onboarding done.
  public init(firstLaunch: Bool = true) {
    self.init(root: .tabs(AppCoordinator.initialTabs))
    if firstLaunch {
      // A stack of one route has room for a second.
      routes.presentCover(.onboarding(OnboardingCoordinator.State(canLeave: false)))
    }
  }
}
