public import Architecture

/// What a host asks of a coordinator in one of its routes: back, link, opening, longest link.
///
/// A ``ScreenCase`` that shows a coordinator finds these itself, so no host forwards them.
public struct HostedChild<Screen, ScreenAction>: Sendable {
  let backIn: @Sendable (Screen) throws(Refusal) -> ScreenAction?
  let linkOf: @Sendable (Screen) -> DeepLink?
  let openIn: @Sendable (DeepLink, Screen) throws(Refusal) -> ScreenAction?
  let startsAlikeIn: @Sendable (Screen, Screen) -> Bool?
  let declarationProblemOf: @Sendable () -> String?
  /// The most bytes the child's link takes below the host's segment.
  public let longestLink: Int

  /// The child's back on `screen`; `nil` when `screen` is another case.
  public func back(in screen: Screen) throws(Refusal) -> ScreenAction? { try backIn(screen) }

  /// The child's link on `screen`; `nil` when `screen` is another case.
  public func link(of screen: Screen) -> DeepLink? { linkOf(screen) }

  /// The action that opens `link` in the child on `screen`; `nil` when it is another case.
  public func open(_ link: DeepLink, in screen: Screen) throws(Refusal) -> ScreenAction? {
    try openIn(link, screen)
  }

  /// Whether the children on two screens start alike; `nil` when either is another case.
  public func startsAlike(_ lhs: Screen, _ rhs: Screen) -> Bool? { startsAlikeIn(lhs, rhs) }

  /// What is wrong with the child's declarations, asked when the host's are.
  public var declarationProblem: String? { declarationProblemOf() }

  /// The child operations of `feature`, when it is a coordinator a front end can show.
  @usableFromInline
  static func of<Feature: ScreenFeature>(
    _ feature: Feature.Type,
    state: @escaping @Sendable (Screen) -> Feature.State?,
    embed: @escaping @Sendable (Feature.Action) -> ScreenAction
  ) -> Self? {
    guard let child = feature as? any (Presentable & SendableMetatype).Type else { return nil }
    return of(child, feature, state: state, embed: embed)
  }

  /// The child operations of the coordinator `child`.
  @usableFromInline
  static func of<Child: Coordinator>(
    _ child: Child.Type,
    state: @escaping @Sendable (Screen) -> Child.State?,
    embed: @escaping @Sendable (Child.Action) -> ScreenAction
  ) -> Self {
    of(child, child, state: state, embed: embed)
  }

  private static func of<Child: Presentable & SendableMetatype, Feature: Reducer>(
    _ child: Child.Type, _ feature: Feature.Type,
    state: @escaping @Sendable (Screen) -> Feature.State?,
    embed: @escaping @Sendable (Feature.Action) -> ScreenAction
  ) -> Self {
    // The two are the same type, which the cast cannot tell the compiler; so it never fails.
    let childState: @Sendable (Screen) -> Child.State? = {
      let found = state($0)
      assert(found == nil || found is Child.State, "a feature's state is its own")
      return found as? Child.State
    }
    let embedChild: @Sendable (Child.Action) -> ScreenAction? = {
      ($0 as? Feature.Action).map(embed)
    }
    return Self(
      backIn: { (screen) throws(Refusal) in
        guard let state = childState(screen) else { return nil }
        return embedChild(try Child.back(in: state))
      },
      linkOf: { childState($0).map(Child.link(of:)) },
      openIn: { (link, screen) throws(Refusal) in
        guard let state = childState(screen) else { return nil }
        return embedChild(try Child.open(link, in: state))
      },
      startsAlikeIn: { lhs, rhs in
        guard let lhs = childState(lhs), let rhs = childState(rhs) else { return nil }
        return Child.startsAlike(lhs, rhs)
      },
      declarationProblemOf: { Child.declarationProblem },
      longestLink: Child.longestLink)
  }
}
