import Navigation
import OnboardingCoordinator
import SettingsFeature

extension SettingsCoordinator {
  /// What makes `state` one no command could reach, or `nil` when the commands could: the
  /// settings at the root, and at most the profile flow above them, as a sheet the user may
  /// leave.
  public static func problem(with state: State) -> String? {
    guard case .settings(let settings) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the tab starts at the "
        + "settings"
    }
    var expected = State(settings: settings)
    if state.routes.count > 1 {
      // A stack of one route has room for a second.
      expected.routes.presentSheet(.profile(OnboardingCoordinator.State(canLeave: true)))
    }
    if let problem = state.routes.reachabilityProblem(
      expected: expected.routes.routes.map(\.route), samePlace: isSameKind, title: title(of:))
    {
      return problem
    }
    if case .profile(let flow) = state.routes.top.screen, !flow.canLeave {
      return "the profile flow at route \(state.routes.top.id) may not be left, but the one "
        + "settings present always may; set its canLeave to true"
    }
    return nil
  }

  /// Whether two screens are the same screen of the tab, whatever they hold.
  static func isSameKind(_ lhs: Screen, _ rhs: Screen) -> Bool {
    switch (lhs, rhs) {
    case (.settings, .settings), (.profile, .profile): true
    case (.settings, _), (.profile, _): false
    }
  }
}

extension SettingsCoordinator.State {
  private enum CodingKeys: String, CodingKey { case routes }

  /// Decodes a saved state, refusing one no command could reach
  /// (``SettingsCoordinator/problem(with:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    routes = try container.decode(RouteStack<SettingsCoordinator.Screen>.self, forKey: .routes)
    if let problem = SettingsCoordinator.problem(with: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container, debugDescription: problem)
    }
  }

  /// Encodes the routes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(routes, forKey: .routes)
  }
}
