public import Architecture
public import Navigation

extension Coordinator {
  /// What makes a restored `state` unreachable by commands, or `nil`, declarations first.
  @inlinable
  public static func restoringProblem(with state: State) -> String? {
    declaredProblem(with: state) ?? refusal(restoring: state)
  }

  /// What the declarations refuse in a restored state: a route showing an undeclared screen,
  /// or, when the screens have links, a stack that its link does not rebuild.
  @inlinable
  static func declaredProblem(with state: State) -> String? {
    let routes = state.routes.routes
    let undeclared = routes.firstIndex { route in !screens.contains { $0.holds(route.screen) } }
    if let position = undeclared {
      return "route \(routes[position].id) at position \(position) shows a screen that no "
        + "ScreenCase in \(Self.self).screens holds; add the screen's ScreenCase to 'screens'"
    }
    if let problem = gateProblem(with: state) { return problem }
    guard offersLinks else { return nil }
    var passed = state
    // A gate's route holds the place of the pending link's screens, which the gate checks.
    if passed.pending.take() != nil { passed.routes.goBack() }
    return linkDeclarationProblem ?? wholeLinkCheck(of: passed).problem
  }

  /// A coordinator has no rules beyond its declarations unless it says so.
  public static func refusal(restoring state: State) -> String? { nil }
}
