public import Navigation
import Presentation

/// What the last check of a stack's links rebuilt: the routes its link opens to, and where the
/// stack stood then. Whoever checks the same stack again keeps it (a state file's journal, at
/// every save), so that the next check reads only the routes above those that stayed.
///
/// A link is read from the root up, each segment after the route before it, so the routes a
/// link rebuilds up to a position depend on the routes up to there alone. Routes that stayed
/// since the last check, unchanged, rebuild as they did then; only the routes above them are
/// read again. The stack's own history tells which stayed (`RouteStack.routesChanged(since:)`),
/// in time proportional to the change.
public struct CheckedLinks<Screen> {
  /// The routes the link rebuilt, root first: one per route of the stack checked.
  @usableFromInline var rebuilt: [Route<Screen>]
  /// Where the stack stood in its history of changes in place.
  @usableFromInline var revision: RouteStackRevision
  /// The stack's next identity then: the routes below it that are still there stayed.
  @usableFromInline var nextID: RouteID
  /// How many routes the last check read: the whole stack, or those above what stayed.
  public let routesRead: Int

  @inlinable
  init(rebuilt: [Route<Screen>], of stack: RouteStack<Screen>, routesRead: Int) {
    self.rebuilt = rebuilt
    revision = stack.revision
    nextID = stack.nextID
    self.routesRead = routesRead
  }

  /// How many routes from the bottom of `stack` are the ones checked, unchanged: `0` when the
  /// stack cannot tell (a stack built anew, or its counter behind).
  @inlinable
  func unchangedCount(in stack: RouteStack<Screen>) -> Int {
    guard stack.nextID >= nextID, let changed = stack.routesChanged(since: revision) else {
      return 0
    }
    let stayed = min(stack.countOfRoutes(from: nextID), rebuilt.count)
    return changed.reduce(stayed) { lowest, id in min(lowest, stack.position(of: id) ?? lowest) }
  }
}

extension CheckedLinks: Sendable where Screen: Sendable {}
