import Navigation
import OnboardingCoordinator
import SettingsCoordinator
import SettingsFeature
import SignInClient
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
  static let settings = SettingsCoordinator.Screen.settings(Settings.State(session: .sample))
  static func profile(canLeave: Bool) -> SettingsCoordinator.Screen {
    .profile(OnboardingCoordinator.State(canLeave: canLeave))
  }

  @Test func theSettingsAloneAndWithTheProfileFlowAreAccepted() throws {
    #expect(
      SettingsCoordinator.restoringProblem(with: try Self.state([(Self.root, Self.settings)]))
        == nil)
    #expect(
      SettingsCoordinator.restoringProblem(
        with: try Self.state([
          (Self.root, Self.settings),
          (.sheet(embedsNavigation: false), Self.profile(canLeave: true)),
        ])) == nil)
  }

  static func problem(name: String, email: String) throws -> String? {
    let settings = SettingsCoordinator.Screen.settings(Settings.State(userName: name, email: email))
    return SettingsCoordinator.restoringProblem(with: try state([(root, settings)]))
  }

  @Test("a name and an email the profile steps accept, or neither yet, are accepted")
  func aProfileTheStepsGiveIsAccepted() throws {
    #expect(try Self.problem(name: "", email: "") == nil)
    #expect(try Self.problem(name: "Ada Lovelace", email: "ada@example.com") == nil)
  }

  @Test(
    "a name the name step would refuse is refused with that step's own reason",
    arguments: [
      ("", "the name is empty; enter your name, in letters"),
      ("Ann\nerror: forged", "the name holds the invisible character U+000A; enter it again"),
      ("Ann\u{1B}[2J", "the name holds the invisible character U+001B; enter it again"),
      (" Ann", "it has spaces or line breaks around it; remove them"),
      ("R2D2", "the name cannot contain '2'; use only letters, spaces, hyphens and apostrophes"),
    ])
  func aNameTheStepRefusesIsRefused(name: String, reason: String) throws {
    #expect(
      try Self.problem(name: name, email: "ada@example.com")
        == "the settings' userName is not one the profile's 'name' step accepts: \(reason); leave "
        + "both name and email empty, or give both as that step would take them")
  }

  @Test("an email the email step would refuse is refused, a 10 MB one by its length")
  func anEmailTheStepRefusesIsRefused() throws {
    let huge = String(repeating: "a", count: 10_000_000) + "@example.com"
    #expect(
      try Self.problem(name: "Ada", email: huge)?.contains(
        "the email address has 10000012 characters; use at most 254") == true)
    #expect(
      try Self.problem(name: "Ada", email: "")?.contains(
        "'email' step accepts: the email address is empty") == true)
  }

  @Test func theProfileFlowAsTheRootIsRefused() throws {
    #expect(
      SettingsCoordinator.restoringProblem(
        with: try Self.state([(Self.root, Self.profile(canLeave: true))]))
        == "the root shows 'Profile'; the tab starts at the settings")
  }

  @Test func aProfileFlowPushedOrThatMayNotBeLeftIsRefused() throws {
    #expect(
      SettingsCoordinator.restoringProblem(
        with: try Self.state([(Self.root, Self.settings), (.push, Self.profile(canLeave: true))]))
        == "route #1 at position 1 is a push of 'Profile' where the commands put a sheet of "
        + "'Profile'")
    #expect(
      SettingsCoordinator.restoringProblem(
        with: try Self.state([
          (Self.root, Self.settings),
          (.sheet(embedsNavigation: false), Self.profile(canLeave: false)),
        ]))
        == "the profile flow at route #1 may not be left, but the one settings present always "
        + "may; set its canLeave to true")
  }

  @Test func aProfileFlowStartingFromOtherValuesThanTheSettingsIsRefused() throws {
    // Values a step takes, from the flow's own samples, but not the settings' (none).
    let given = OnboardingCoordinator.State.sampled().answers
    var known = OnboardingAnswers()
    known[.name] = given[.name]
    let forged = SettingsCoordinator.Screen.profile(
      OnboardingCoordinator.State(canLeave: true, prefilled: known))
    #expect(
      SettingsCoordinator.restoringProblem(
        with: try Self.state([
          (Self.root, Self.settings), (.sheet(embedsNavigation: false), forged),
        ]))
        == "the profile flow at route #1 starts from values that are not the settings' name and "
        + "email; remove its 'prefilled', or give the settings' own")
  }
}
