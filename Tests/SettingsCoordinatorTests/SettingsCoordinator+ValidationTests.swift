import Navigation
import OnboardingCoordinator
import SettingsCoordinator
import SettingsFeature
import Testing

/// The tab's state from outside: the settings, and at most the profile flow as a sheet.
struct SettingsCoordinatorValidationTests {
  static func state(
    _ routes: [(RouteStyle, SettingsCoordinator.Screen)]
  ) throws
    -> SettingsCoordinator.State
  {
    var state = SettingsCoordinator.State()
    state.routes = try RouteStack(
      routes: routes.enumerated().map {
        IdentifiedRoute(id: RouteID($0), style: $1.0, screen: $1.1)
      },
      nextID: RouteID(routes.count))
    return state
  }

  static let root = RouteStyle.root(embedsNavigation: true)
  static let settings = SettingsCoordinator.Screen.settings(Settings.State())
  static func profile(canLeave: Bool) -> SettingsCoordinator.Screen {
    .profile(OnboardingCoordinator.State(canLeave: canLeave))
  }

  @Test func theSettingsAloneAndWithTheProfileFlowAreAccepted() throws {
    #expect(SettingsCoordinator.problem(with: try Self.state([(Self.root, Self.settings)])) == nil)
    #expect(
      SettingsCoordinator.problem(
        with: try Self.state([
          (Self.root, Self.settings),
          (.sheet(embedsNavigation: false), Self.profile(canLeave: true)),
        ])) == nil)
  }

  @Test func theProfileFlowAsTheRootIsRefused() throws {
    #expect(
      SettingsCoordinator.problem(with: try Self.state([(Self.root, Self.profile(canLeave: true))]))
        == "the root shows 'Profile'; the tab starts at the settings")
  }

  @Test func aProfileFlowPushedOrThatMayNotBeLeftIsRefused() throws {
    #expect(
      SettingsCoordinator.problem(
        with: try Self.state([(Self.root, Self.settings), (.push, Self.profile(canLeave: true))]))
        == "route #1 at position 1 is a push of 'Profile' where the commands put a sheet of "
        + "'Profile'")
    #expect(
      SettingsCoordinator.problem(
        with: try Self.state([
          (Self.root, Self.settings),
          (.sheet(embedsNavigation: false), Self.profile(canLeave: false)),
        ]))
        == "the profile flow at route #1 may not be left, but the one settings present always "
        + "may; set its canLeave to true")
  }
}
