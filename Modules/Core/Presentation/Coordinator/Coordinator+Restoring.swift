public import Architecture

// Which restored states a coordinator accepts, in one place. A feature checks its own fields as
// its state is decoded; the stack's structure and links are checked from the declarations; a
// coordinator says what else it requires in ``Coordinator/refusal(restoring:)``.
extension Coordinator {
  /// What makes a restored `state` one no command could reach, or `nil`: what the
  /// declarations refuse (every route must be where its coordinator's links put it), then what
  /// the coordinator's own rules refuse.
  @inlinable
  public static func restoringProblem(with state: State) -> String? {
    var checked: CheckedLinks<Screen>?
    return restoringProblem(with: state, reusing: &checked)
  }

  /// ``restoringProblem(with:)`` of a stack checked before: the links are read again only
  /// above the routes that stayed since `checked` was made, and `checked` becomes this check's
  /// (``CheckedLinks``). The coordinator's own rules run whole.
  @inlinable
  public static func restoringProblem(
    with state: State, reusing checked: inout CheckedLinks<Screen>?
  ) -> String? {
    declaredProblem(with: state, reusing: &checked) ?? refusal(restoring: state)
  }

  /// What the declarations refuse in a restored state, derived, never written by hand: a
  /// coordinator whose screens have links must be the stack its link rebuilds; one whose
  /// screens all say `link: nil` (the greeter, a tab container that writes its links itself)
  /// is checked by its own ``refusal(restoring:)`` alone. The links are read again only above
  /// the routes that stayed since `checked` was made.
  @inlinable
  static func declaredProblem(
    with state: State, reusing checked: inout CheckedLinks<Screen>?
  ) -> String? {
    guard offersLinks else {
      checked = nil
      return nil
    }
    if let problem = linkDeclarationProblem {
      checked = nil
      return problem
    }
    return linkProblem(with: state, reusing: &checked)
  }

  /// A coordinator has no rules beyond its declarations unless it says so.
  public static func refusal(restoring state: State) -> String? { nil }
}
