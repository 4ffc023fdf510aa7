public import Architecture
public import Navigation

// Which restored states a coordinator accepts, in one place. A feature checks its own fields as
// its state is decoded; the stack's structure and links are checked from the declarations; a
// coordinator says what else it requires in ``Coordinator/refusal(restoring:)``.
extension Coordinator {
  /// What makes a restored `state` one no command could reach, or `nil`: what the
  /// declarations refuse, then what the coordinator's own rules refuse.
  @inlinable
  public static func restoringProblem(with state: State) -> String? {
    declaredProblem(with: state) ?? refusal(restoring: state)
  }

  /// What the declarations refuse in a restored state, derived, never written by hand: every
  /// route must show a declared screen, and a coordinator whose screens have links must be
  /// the stack its link rebuilds. One whose screens all say `link: nil` (the greeter, a tab
  /// container that writes its links itself) is checked by its own ``refusal(restoring:)``.
  @inlinable
  static func declaredProblem(with state: State) -> String? {
    let routes = state.routes.routes
    let undeclared = routes.firstIndex { route in !screens.contains { $0.holds(route.screen) } }
    if let position = undeclared {
      return "route \(routes[position].id) at position \(position) shows a screen that no "
        + "ScreenCase in \(Self.self).screens holds; add the screen's ScreenCase to 'screens'"
    }
    guard offersLinks else { return nil }
    return linkDeclarationProblem ?? wholeLinkCheck(of: state).problem
  }

  /// A coordinator has no rules beyond its declarations unless it says so.
  public static func refusal(restoring state: State) -> String? { nil }
}
