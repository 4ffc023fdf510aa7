public import Architecture

// Which restored states a coordinator accepts, in one place. A feature checks its own fields as
// its state is decoded; the stack's structure and links are checked from the declarations; a
// coordinator says what else it requires in ``RoutesCoordinator/refusal(restoring:)``.
extension RoutesCoordinator {
  /// What makes a restored `state` one no command could reach, or `nil`: what the
  /// declarations refuse (every route must be where its coordinator's links put it), then what
  /// the coordinator's own rules refuse.
  public static func restoringProblem(with state: State) -> String? {
    declaredProblem(with: state) ?? refusal(restoring: state)
  }

  /// The declarations check nothing for a coordinator without links.
  public static func declaredProblem(with state: State) -> String? { nil }

  /// A coordinator has no rules beyond its declarations unless it says so.
  public static func refusal(restoring state: State) -> String? { nil }
}

extension LinkedCoordinator {
  /// A linked coordinator's routes must be the ones its own link rebuilds, route by route.
  public static func declaredProblem(with state: State) -> String? { linkProblem(with: state) }
}
