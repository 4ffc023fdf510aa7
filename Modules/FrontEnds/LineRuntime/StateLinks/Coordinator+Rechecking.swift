public import Architecture
public import Navigation
public import Presentation

// Checking the links of a stack checked before, as a state file's journal does at every save:
// a link is read from the root up, each segment after the route before it, so the routes that
// stayed rebuild as they did, and only those above them are read again (``CheckedLinks``).
extension Coordinator {
  /// ``Coordinator/restoringProblem(with:)`` of a stack checked before: the links are read
  /// again only above the routes that stayed since `checked` was made, and `checked` becomes
  /// this check's, or `nil` when the check refuses the stack.
  ///
  /// It checks the whole stack when `checked` is `nil` or of another stack, when the root
  /// changed, or when a route shows a coordinator of its own at or above the routes that stayed
  /// (that coordinator reads the rest of the link). Whatever the routes read above fail to
  /// match, the whole check runs and says it, so the answer is always the whole check's.
  @inlinable
  public static func restoringProblem(
    with state: State, reusing checked: inout CheckedLinks<Screen>?
  ) -> String? {
    let stack = state.routes
    if var reused = checked.take() {
      let stayed = reused.unchangedCount(in: stack)
      if stayed > 0, rebuild(stack, above: stayed, into: &reused.rebuilt) {
        checked = CheckedLinks(
          rebuilt: reused.rebuilt, of: stack, routesRead: stack.count - stayed)
        return gate == nil ? refusal(restoring: state) : restoringProblem(with: state)
      }
    }
    if let problem = restoringProblem(with: state) { return problem }
    // The stack is its link's, so reading the link again gives what the check rebuilt.
    guard offersLinks, let rebuilt = try? routes(for: link(of: state), root: stack.root.screen)
    else { return nil }
    checked = CheckedLinks(rebuilt: rebuilt, of: stack, routesRead: stack.count)
    return nil
  }

  /// Reads `stack`'s routes from `stayed` up as its link would, after `rebuilt`'s routes below
  /// `stayed`, appending what each opens to: `false` at the first route that does not match,
  /// or where only the whole check can tell.
  @inlinable
  static func rebuild(
    _ stack: RouteStack<Screen>, above stayed: Int, into rebuilt: inout [Route<Screen>]
  ) -> Bool {
    let routes = stack.routes
    guard stayed <= rebuilt.count else { return false }
    for position in (stayed - 1)..<routes.count
    where feature(of: routes[position].screen).child != nil {
      return false
    }
    rebuilt.removeSubrange(stayed...)
    for position in stayed..<routes.count {
      let previous = rebuilt[position - 1].screen
      let route = routes[position]
      guard feature(of: previous).link?.end(previous) == nil,
        let link = feature(of: route.screen).link,
        let segment = link.print(route.screen, route.style),
        DeepLink([segment]).description.utf8.count - 1 <= link.longest,
        let opened = try? self.route(for: segment, after: previous),
        opened.style == route.style, isSamePlace(route.screen, opened.screen)
      else { return false }
      rebuilt.append(opened)
    }
    return true
  }
}
