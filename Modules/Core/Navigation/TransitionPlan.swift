/// The ordered transitions that take one ``RouteStack`` to another, as a renderer shows them.
///
/// The plan tears down to the deepest route both stacks share, then builds up:
/// 1. one `dismiss` per layer that goes, top first (its pushes go with it);
/// 2. one `pop` for the pushes that go within the shared route's layer;
/// 3. `replaceRoot` when even the roots differ;
/// 4. one `update` per shared route whose screen value changed, bottom first;
/// 5. one `push` or `present` per new route, bottom first.
///
/// Routes are shared when they and all below them match in position, identity and style.
/// Planning is linear in the stacks' sizes, plus comparing the shared screens.
public struct TransitionPlan<Screen> {
  /// The transitions, in the order they are shown.
  public let transitions: [Transition<Screen>]
  /// The identity counter of the target, so that applying the plan reproduces it exactly.
  public let nextID: RouteID

  /// Whether the plan shows nothing (it may still move the identity counter).
  public var isEmpty: Bool { transitions.isEmpty }

  /// A plan written by hand, as for a test or a replay; ``RouteStack/apply(_:)`` checks it.
  public init(transitions: [Transition<Screen>], nextID: RouteID) {
    self.transitions = transitions
    self.nextID = nextID
  }
}

extension TransitionPlan where Screen: Equatable {
  /// Plans the transitions from `source` to `target`.
  @inlinable
  public init(from source: RouteStack<Screen>, to target: RouteStack<Screen>) {
    let old = source.routes
    let new = target.routes
    var shared = 0
    while shared < min(old.count, new.count), old[shared].id == new[shared].id,
      old[shared].style == new[shared].style
    {
      shared += 1
    }
    // Teardown never removes the root: differing roots are replaced after it.
    let kept = max(shared, 1)
    var transitions: [Transition<Screen>] = []
    var end = old.count
    for start in source.layerStartPositions.reversed() where start >= kept {
      transitions.append(.dismiss(old[start].id, removing: end - start))
      end = start
    }
    if end > kept {
      transitions.append(.pop(count: end - kept, to: old[kept - 1].id))
    }
    if shared == 0 {
      transitions.append(.replaceRoot(new[0]))
    }
    for position in 0..<shared where old[position].screen != new[position].screen {
      transitions.append(.update(new[position].id, new[position].screen))
    }
    for route in new[kept...] {
      transitions.append(route.style == .push ? .push(route) : .present(route))
    }
    self.init(transitions: transitions, nextID: target.nextID)
  }
}

extension TransitionPlan: Equatable where Screen: Equatable {}
extension TransitionPlan: Hashable where Screen: Hashable {}
extension TransitionPlan: Sendable where Screen: Sendable {}

extension RouteStack where Screen: Equatable {
  /// The transitions that take this stack to `target`; see ``TransitionPlan``.
  @inlinable
  public func plan(to target: RouteStack) -> TransitionPlan<Screen> {
    TransitionPlan(from: self, to: target)
  }
}
