public import Architecture

/// A feature a coordinator shows in one route: a reducer that says what its screen looks like.
/// Conforming once spares every coordinator that shows it a switch to forward title and view.
public protocol ScreenFeature: Reducer, SendableMetatype {
  /// The feature, reading what it needs from the app's dependencies.
  init(_ dependencies: Dependencies)
  /// The title the breadcrumb, the tree and the transitions name the screen by.
  static func title(of state: State) -> String
  /// The screen: its lines and the commands it understands.
  static func view(of state: State) -> ScreenView<Action>
  /// A child coordinator's navigation; `nil` for a plain screen.
  static func nested(in state: State) -> NavigationNode?
}

extension ScreenFeature {
  /// A plain screen holds no navigation of its own.
  public static func nested(in state: State) -> NavigationNode? { nil }
}

extension ScreenFeature where Self: Presentable {
  /// A child coordinator shows the screen on top of its own navigation.
  public static func view(of state: State) -> ScreenView<Action> { screen(of: state) }
  /// A child coordinator's navigation nests in the route that shows it.
  public static func nested(in state: State) -> NavigationNode? { navigation(of: state) }
}
