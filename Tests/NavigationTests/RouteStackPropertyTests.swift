// Over 200 lines: one property per operation family, each stepping the stack and its reference
// model side by side; they share the generators defined here.

import ArchitectureTesting
import Foundation
import Navigation
import Testing

// Seeded property tests. A failure names the base seed and the case; run again with
// NAVIGATION_SEED set to that base seed to replay it, e.g.
// NAVIGATION_SEED=12345 swift test --filter RouteStackPropertyTests

@Suite("RouteStack properties")
struct RouteStackPropertyTests {
  @Test("random operation sequences behave as the reference model, step by step")
  func operationsMatchTheReferenceModel() {
    let base = PropertySeed.base(default: 0xC0FF_EE01)
    for index in 0..<2_000 {
      var rng = SeededRandom(seed: PropertySeed.forCase(index, base: base))
      let root = rng.screen()
      let embeds = rng.chance(85)
      var stack = TestStack(root: root, embedsNavigation: embeds)
      var model = ReferenceStack(root: root, embedsNavigation: embeds)
      for step in 1...40 {
        let operation = Operation.random(for: stack, using: &rng)
        let before = stack
        let outcome = operation.run(on: &stack)
        let expected = model.perform(operation)
        let problem = difference(
          stack, before: before, outcome: outcome, model: model, expected: expected)
        #expect(
          problem == nil,
          "NAVIGATION_SEED=\(base), case \(index), step \(step): \(operation) from \(before.routes)"
        )
        if problem != nil { return }
      }
    }
  }

  @Test("applying source.plan(to: target) to source gives target exactly, in the planned shape")
  func plansReachTheirTarget() {
    let base = PropertySeed.base(default: 0xC0FF_EE02)
    for index in 0..<1_000 {
      var rng = SeededRandom(seed: PropertySeed.forCase(index, base: base))
      let ancestor = rng.stack(operations: 0...10)
      var source = ancestor
      rng.operate(on: &source, count: 0...8)
      // Some targets share nothing with the source, so that differing roots are covered.
      var target = rng.chance(15) ? rng.stack(operations: 0...4) : ancestor
      rng.operate(on: &target, count: 0...8)
      let plan = source.plan(to: target)
      let context: Comment = "NAVIGATION_SEED=\(base), case \(index): \(plan.transitions)"
      var applied = source
      #expect(throws: Never.self, context) { try applied.apply(plan) }
      #expect(applied == target, context)
      let problem = planShapeProblem(plan, from: source, to: target)
      #expect(problem == nil, context)
      if applied != target || problem != nil { return }
    }
  }

  @Test("a JSON round trip gives back the same stack, identities and counter included")
  func codableRoundTripIsExact() throws {
    let base = PropertySeed.base(default: 0xC0FF_EE03)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for index in 0..<500 {
      var rng = SeededRandom(seed: PropertySeed.forCase(index, base: base))
      let stack = rng.stack(operations: 0...30)
      let context: Comment = "NAVIGATION_SEED=\(base), case \(index): \(stack.routes)"
      let decoded = try decoder.decode(TestStack.self, from: encoder.encode(stack))
      #expect(decoded == stack, context)
      #expect(inconsistency(in: decoded) == nil, context)
      var original = stack
      var restored = decoded
      #expect(original.presentSheet(.home) == restored.presentSheet(.home), context)
      if decoded != stack { return }
    }
  }
}

/// How a step of the stack differs from the model's, or `nil` when it does not.
private func difference(
  _ stack: TestStack,
  before: TestStack,
  outcome: Outcome,
  model: ReferenceStack,
  expected: Outcome
) -> String? {
  if outcome != expected { return "outcome \(outcome), the model's \(expected)" }
  if stack.routes != model.routes { return "routes \(stack.routes), the model's \(model.routes)" }
  if stack.nextID.rawValue != model.nextID {
    return "next identity \(stack.nextID), the model's #\(model.nextID)"
  }
  if case .refused = outcome, stack != before { return "a refused operation changed the stack" }
  let gone = before.routes.map(\.id).filter { id in !model.routes.contains { $0.id == id } }
  return inconsistency(in: stack, absent: gone)
}

/// What is wrong with a plan's shape, or `nil`: dismisses top first, at most one pop, then
/// `replaceRoot` exactly when the roots differ, then updates of the changed shared screens,
/// then the new routes bottom first. The shared part is recomputed naively here.
private func planShapeProblem(
  _ plan: TransitionPlan<TestScreen>,
  from source: TestStack,
  to target: TestStack
) -> String? {
  let shared = zip(source.routes, target.routes).prefix { $0.id == $1.id && $0.style == $1.style }
    .count
  let kept = max(shared, 1)
  var phase = -1
  var removed = 0
  var dismissed: [RouteID] = []
  var replacedRoot: IdentifiedRoute<TestScreen>?
  var updates: [Transition<TestScreen>] = []
  var built: [IdentifiedRoute<TestScreen>] = []
  for transition in plan.transitions {
    let next: Int
    switch transition {
    case .dismiss(let id, let removing):
      (next, removed) = (0, removed + removing)
      dismissed.append(id)
    case .pop(let count, let id):
      (next, removed) = (1, removed + count)
      if id != source.routes[kept - 1].id { return "the pop stops at \(id)" }
    case .replaceRoot(let root): (next, replacedRoot) = (2, root)
    case .update: (next, updates) = (3, updates + [transition])
    case .push(let route):
      (next, built) = (4, built + [route])
      if route.style != .push { return "\(route.id) is a \(route.style) built by a push" }
    case .present(let route):
      (next, built) = (4, built + [route])
      if !route.style.isPresentation { return "\(route.id) is a \(route.style) presented" }
    }
    if next < phase || (next == phase && (next == 1 || next == 2)) {
      return "\(transition) is out of order"
    }
    phase = next
  }
  let layersAbove = source.routes[kept...].filter { $0.style != .push }.map(\.id)
  if dismissed != layersAbove.reversed() { return "dismissed \(dismissed), not \(layersAbove)" }
  if removed != source.count - kept { return "removed \(removed), not \(source.count - kept)" }
  if replacedRoot != (shared == 0 ? target.root : nil) { return "wrong replaceRoot" }
  let changed = (0..<shared).filter { source.routes[$0].screen != target.routes[$0].screen }
  let expectedUpdates = changed.map {
    Transition.update(target.routes[$0].id, target.routes[$0].screen)
  }
  if updates != expectedUpdates { return "updates \(updates), not \(expectedUpdates)" }
  if built != Array(target.routes[kept...]) { return "built \(built.map(\.id))" }
  if plan.nextID != target.nextID { return "next identity \(plan.nextID)" }
  return nil
}

extension SeededRandom {
  /// A screen from a small set, so that searches by screen and by case often match.
  mutating func screen() -> TestScreen {
    switch int(in: 0...5) {
    case 0: .home
    case 1: .list([])
    case 2: .list([int(in: 1...3), 7])
    case 3, 4: .detail(int(in: 0...3))
    default: .settings(name: pick(["a", "b"]))
    }
  }

  /// A route of any style; roots are rare, as they are only valid first.
  mutating func route() -> Route<TestScreen> {
    let screen = screen()
    let embeds = chance(50)
    switch int(in: 0...19) {
    case 0: return .root(screen, embedsNavigation: embeds)
    case 1...9: return .push(screen)
    case 10...15: return .sheet(screen, embedsNavigation: embeds)
    default: return .cover(screen, embedsNavigation: embeds)
    }
  }

  /// Between `count.lowerBound` and `count.upperBound` routes.
  mutating func routes(_ count: ClosedRange<Int>) -> [Route<TestScreen>] {
    (0..<int(in: count)).map { _ in route() }
  }

  /// Routes to replace `stack` with: mostly an edit of its own routes, as a deep link to a
  /// nearby place gives; sometimes a new stack; sometimes anything, often invalid.
  mutating func replacement(for stack: TestStack) -> [Route<TestScreen>] {
    switch int(in: 0...9) {
    case 0...5:
      var routes = Array(stack.routes.map(\.route).prefix(int(in: 1...stack.count)))
      if chance(50) { routes[int(in: 0...routes.count - 1)].screen = screen() }
      return routes + self.routes(0...2)
    case 6, 7: return [.root(screen(), embedsNavigation: chance(85))] + routes(0...3)
    default: return routes(0...4)
    }
  }

  /// A stack reached from a new root by random operations.
  mutating func stack(operations: ClosedRange<Int>) -> TestStack {
    var stack = TestStack(root: screen(), embedsNavigation: chance(85))
    operate(on: &stack, count: operations)
    return stack
  }

  /// Runs random operations on `stack`, refused ones included.
  mutating func operate(on stack: inout TestStack, count: ClosedRange<Int>) {
    for _ in 0..<int(in: count) { _ = Operation.random(for: stack, using: &self).run(on: &stack) }
  }
}

extension Operation {
  /// A random operation for `stack`. Arguments mostly fit the stack, so that deep stacks build
  /// up, and sometimes do not (negative counts, gone or future identities), so that every
  /// error is reached.
  static func random(for stack: TestStack, using rng: inout SeededRandom) -> Operation {
    let id = rng.int(in: -1...stack.nextID.rawValue)
    let count = rng.chance(85) ? rng.int(in: 0...3) : rng.pick([-1, stack.count - 1, stack.count])
    switch rng.int(in: 0...31) {
    case 0...6: return .push(rng.screen())
    case 7: return .pushContents((0..<rng.int(in: 0...3)).map { _ in rng.screen() })
    case 8...10: return .presentSheet(rng.screen(), embedsNavigation: rng.chance(60))
    case 11: return .presentCover(rng.screen(), embedsNavigation: rng.chance(60))
    case 12: return .append(rng.route())
    case 13: return .appendContents(rng.routes(0...4))
    case 14...16: return .goBack(count)
    case 17, 18: return .pop(count)
    case 19: return .popToID(id)
    case 20: return .popToScreen(rng.screen())
    case 21: return .popToKind(rng.pick(ScreenKind.allCases))
    case 22: return .popToRoot
    case 23, 24: return .dismiss(count)
    case 25: return .dismissAll
    case 26...28: return .replace(rng.replacement(for: stack))
    case 29: return .replaceKeepingKind(rng.replacement(for: stack))
    default: return .modifyScreen(id, rng.screen())
    }
  }
}
