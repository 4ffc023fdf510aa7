public import Navigation

/// What the lifetime bookkeeping remembers of a stack before an update: enough to name the
/// routes that left, without keeping (and so later copying) the stack itself.
@usableFromInline
struct LifetimeMark: Equatable {
  @usableFromInline let nextID: RouteID
  @usableFromInline let topID: RouteID

  @inlinable
  init(nextID: RouteID, topID: RouteID) {
    self.nextID = nextID
    self.topID = topID
  }

  /// The identities of the routes that were in the stack and are not in `stack`.
  ///
  /// Operations only remove routes from the top and add routes with new identities, so the
  /// routes that left are those above the highest surviving old identity. A stack whose counter
  /// went backwards is an unrelated stack assigned wholesale, and a stack whose root is new
  /// replaced everything: in both cases every old route has left.
  @inlinable
  func departedRoutes<Screen>(keeping stack: RouteStack<Screen>) -> ClosedRange<Int>? {
    guard stack.nextID >= nextID else { return 0...topID.rawValue }
    var position = stack.count - 1
    while position > 0, stack.routes[position].id >= nextID { position -= 1 }
    let highestKept = stack.routes[position].id
    guard highestKept < nextID else { return 0...topID.rawValue }
    guard highestKept < topID else { return nil }
    return (highestKept.rawValue + 1)...topID.rawValue
  }
}

extension RouteStack {
  /// The mark to compare after an update.
  @inlinable
  var lifetimeMark: LifetimeMark { LifetimeMark(nextID: nextID, topID: top.id) }
}
