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
  /// Routes leave from the top and arrive with new identities, so those that left are above
  /// the highest old identity still there. A counter gone back (an unrelated stack) or a new
  /// root means every old route has left.
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
