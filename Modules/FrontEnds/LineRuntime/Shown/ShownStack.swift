import Navigation
import Presentation

/// A tab as it was shown.
struct ShownTab {
  var name: String
  var node: ShownNode
}

/// A route as it was shown.
struct ShownRoute {
  var id: RouteID
  var style: RouteStyle
  var title: String
  var nested: ShownNode?

  init(_ route: RouteNode) {
    self.init(route, nested: route.nested.map(ShownNode.init))
  }

  init(_ route: RouteNode, nested: ShownNode?) {
    id = route.id
    style = route.style
    title = route.title
    self.nested = nested
  }
}

/// A stack as it was shown.
///
/// A reference, so that its routes are always changed in place: a value taken out of the
/// record and put back would share them for a moment, and copy them all.
final class ShownStack {
  // Unchecked by the runtime's exclusivity checks: a record is changed by one update at a
  // time, on one thread, and the checks cost every line a few calls.
  @exclusivity(unchecked) var routes: [ShownRoute]
  /// Where the stack stood when it was shown, to ask it what changed since; `nil` for routes
  /// given one by one.
  @exclusivity(unchecked) var revision: RouteStackRevision?

  init(_ routes: StackNode) {
    self.routes = routes.map(ShownRoute.init)
    revision = routes.revision
  }

  /// Shows `new` as ``TransitionPlan`` orders it, from what the stack says changed since it
  /// was shown: layers dismissed and pushes popped down to the routes both share (the
  /// coordinators nested in them closing first), the root replaced if even that differs, the
  /// shared routes changed in place whose titles changed, then the new routes; then what
  /// changed inside nested coordinators, and the screens of those that arrived. `false`, with
  /// nothing shown, when the stack or its identities do not tell what changed, for the caller
  /// to compare.
  func update(to new: StackNode, prefix: String, into lines: inout [String]) -> Bool {
    guard let revision, let changedRoutes = new.routesChanged(since: revision),
      let shared = keptCount(in: new)
    else { return false }
    let kept = max(shared, 1)
    appendRemovals(downTo: kept, prefix: prefix, into: &lines)
    let firstArrival = shared == 0 ? 0 : kept
    let arrived = (firstArrival..<new.count).map { new[$0] }
    if shared == 0 {
      routes[0].nested?.node.appendTeardown(prefix: "in \(routes[0].title): ", into: &lines)
      lines.append(prefix + "replace root with \(arrived[0].id) \(arrived[0].title)")
    }
    // Below the routes kept, so where they were shown: read in place, not copied out.
    let changed = Self.changed(changedRoutes, in: new, below: shared)
    routes.removeSubrange(firstArrival...)
    // The titles the changed routes were shown with, kept only where a coordinator is nested,
    // whose lines name it by them.
    var titlesBefore: [Int: String] = [:]
    for (position, route) in changed where route.title != routes[position].title {
      lines.append(TransitionLine.make(prefix, "update", route.id, route.title))
      if routes[position].nested != nil { titlesBefore[position] = routes[position].title }
      routes[position].title = route.title
    }
    for (index, route) in arrived.enumerated() {
      // A new root has the line that replaced the old one.
      if shared != 0 || index > 0 { lines.append(TransitionLine.arrival(prefix, route)) }
      routes.append(ShownRoute(route, nested: nil))
    }
    // Named by the screen that shows it, as the breadcrumb does. A route whose screen did
    // not change holds the same navigation: only changed ones are read.
    for (position, route) in changed where routes[position].nested != nil || route.nested != nil {
      let was = routes[position].nested
      routes[position].nested = nil
      routes[position].nested = Self.nested(
        from: was, titled: titlesBefore[position] ?? routes[position].title, to: route,
        into: &lines)
    }
    // Arrived with identities above every one shown: nothing nested in them was shown.
    for (index, route) in arrived.enumerated() {
      routes[firstArrival + index].nested = Self.nested(
        from: nil, titled: route.title, to: route, into: &lines)
    }
    self.revision = new.revision
    return true
  }

  /// The record of the coordinator nested in a route now, and the lines of what changed in it:
  /// compared when it was there before, its screens listed when it arrived, closed when it
  /// left. A record that was there is changed in place, not built again.
  /// `title` is the one the route was shown with, which names a coordinator that closed.
  private static func nested(
    from before: ShownNode?, titled title: String, to route: RouteNode,
    into lines: inout [String]
  ) -> ShownNode? {
    switch (before, route.nested) {
    case (var was?, let nested?):
      was.update(to: nested, prefix: "in \(route.title): ", into: &lines)
      return was
    case (nil, let nested?):
      nested.appendArrival(prefix: "in \(route.title): ", into: &lines)
      return ShownNode(nested)
    case (let was?, nil):
      was.node.appendTeardown(prefix: "in \(title): ", into: &lines)
      return nil
    case (nil, nil):
      return nil
    }
  }

  /// The lines of the routes above `kept` leaving: each layer dismissed, top first, then the
  /// pushes popped, the coordinators nested in them closing first.
  private func appendRemovals(downTo kept: Int, prefix: String, into lines: inout [String]) {
    func closing(_ range: Range<Int>) {
      for route in routes[range].reversed() {
        route.nested?.node.appendTeardown(prefix: "in \(route.title): ", into: &lines)
      }
    }
    var end = routes.count
    for position in stride(from: routes.count - 1, through: kept, by: -1)
    where routes[position].style.startsLayer {
      let route = routes[position]
      let removing = end - position
      closing(position..<end)
      lines.append(
        TransitionLine.make(
          prefix, "dismiss", route.id, route.title,
          removing == 1 ? "" : " (and \(removing - 1) above it)"))
      end = position
    }
    if end > kept {
      closing(kept..<end)
      lines.append(
        TransitionLine.pop(prefix, end - kept, to: routes[kept - 1].id, routes[kept - 1].title))
    }
  }

  /// How many routes from the bottom `new` keeps of those shown, told by identities alone, in
  /// time proportional to the routes that arrived: identities only count up, so the routes
  /// above the shown top's identity arrived since, and those below it are the shown ones.
  /// `nil` when the stack does not read that way (one assigned wholesale, its counter behind
  /// what was shown), to compare instead.
  private func keptCount(in new: StackNode) -> Int? {
    guard let top = routes.last?.id, !new.isEmpty, new.nextID > top else { return nil }
    var position = new.count - 1
    while position >= 0, new.identity(at: position).id > top { position -= 1 }
    guard position >= 0 else { return 0 }
    guard position < routes.count else { return nil }
    let identity = new.identity(at: position)
    guard identity.id == routes[position].id, identity.style == routes[position].style else {
      return nil
    }
    return position + 1
  }

  /// The routes `ids` names below `shared`, with their positions, ascending.
  private static func changed(
    _ ids: [RouteID], in new: StackNode, below shared: Int
  ) -> [(position: Int, route: RouteNode)] {
    // Most lines change one route or none: read into one array, sorted only when there is
    // more than one.
    guard !ids.isEmpty else { return [] }
    var changed: [(position: Int, route: RouteNode)] = []
    changed.reserveCapacity(ids.count)
    for id in ids {
      if let position = new.position(of: id), position < shared {
        changed.append((position, new[position]))
      }
    }
    if changed.count > 1 { changed.sort { $0.position < $1.position } }
    return changed
  }
}
