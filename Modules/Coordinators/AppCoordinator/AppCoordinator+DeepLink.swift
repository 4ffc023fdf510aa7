import Architecture
import ItemsCoordinator
import NumbersCoordinator
import OnboardingCoordinator
public import Presentation
import SettingsCoordinator

extension AppCoordinator {
  /// The link of what is on screen: `/welcome/...` while the onboarding cover is up, otherwise
  /// the selected tab and its coordinator's link, as in `/items/75/numbers/150`.
  public static func link(of state: State) -> DeepLink {
    switch state.routes.top.screen {
    case .onboarding(let flow):
      return DeepLink([.init("welcome")]).appending(OnboardingCoordinator.link(of: flow))
    case .tabs(let tabs):
      let tab = DeepLink([.init(tabs.selected.rawValue)])
      switch tabs.selectedChild {
      case .numbers(let child): return tab.appending(NumbersCoordinator.link(of: child))
      case .items(let child): return tab.appending(ItemsCoordinator.link(of: child))
      case .settings(let child): return tab.appending(SettingsCoordinator.link(of: child))
      }
    }
  }

  /// The one action that takes the app where `link` names: the app chooses the tab or the
  /// cover, and the chosen child's own `open` resolves the rest against its current state.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    let names = (["welcome"] + AppTab.allCases.map(\.rawValue)).joined(separator: ", ")
    switch state.routes.top.screen {
    case .onboarding(let flow):
      guard let first = link.segments.first else {
        return .linkOpened(.welcome(try OnboardingCoordinator.open(DeepLink(), in: flow)))
      }
      guard first == DeepLink.Segment("welcome") else {
        throw InputError(
          "the app opens after the welcome flow; finish it first, or open a place in it, as in "
            + "'/welcome/name=Ada'")
      }
      return .linkOpened(.welcome(try OnboardingCoordinator.open(link.dropFirst, in: flow)))
    case .tabs(let tabs):
      guard let first = link.segments.first else {
        return .linkOpened(.tab(.numbers, try tabAction(.numbers, DeepLink(), in: tabs)))
      }
      guard first.value == nil, let tab = AppTab(rawValue: first.name) else {
        if first == DeepLink.Segment("welcome") {
          throw InputError(
            "the welcome flow is finished; type 'tab settings' and 'signout' to go through it "
              + "again")
        }
        throw InputError("'\(first)' is not a tab; a link starts with one of \(names)")
      }
      return .linkOpened(.tab(tab, try tabAction(tab, link.dropFirst, in: tabs)))
    }
  }

  private static func tabAction(
    _ tab: AppTab, _ link: DeepLink, in tabs: Tabs<AppTab, TabScreen>
  ) throws(InputError) -> TabAction {
    switch tabs[tab] {
    case .numbers(let child)?: return .numbers(try NumbersCoordinator.open(link, in: child))
    case .items(let child)?: return .items(try ItemsCoordinator.open(link, in: child))
    case .settings(let child)?: return .settings(try SettingsCoordinator.open(link, in: child))
    case nil: throw InputError("there is no '\(tab.rawValue)' tab in this app")
    }
  }
}
