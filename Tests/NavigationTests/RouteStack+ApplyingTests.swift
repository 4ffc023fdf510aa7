import Navigation
import Testing

@Suite("RouteStack+Applying")
struct RouteStackApplyingTests {
  @Test("applying a plan gives its target, identities and identity counter included")
  func applyReachesTarget() throws {
    let source = try makeStack(
      .push(.list([1])), .sheet(.settings(name: "a"), embedsNavigation: true), .push(.detail(1)))
    var target = source
    target.goBack(2)
    target.modifyScreen(id: 1) { $0 = .list([1, 2]) }
    try target.append(contentsOf: [.push(.detail(2)), .cover(.detail(3), embedsNavigation: true)])
    var applied = source
    try applied.apply(source.plan(to: target))
    #expect(applied == target)
    #expect(rawIDs(applied) == [0, 1, 4, 5])
    #expect(applied.nextID == 6)
    expectConsistent(applied)
  }

  @Test("a plan with no transitions still sets the target's identity counter")
  func emptyPlanSetsCounter() throws {
    let source = TestStack(root: .home)
    let target = try makeStack(.push(.detail(1))).poppedOnce()
    var applied = source
    try applied.apply(source.plan(to: target))
    #expect(applied.nextID == 2)
    #expect(applied == target)
  }

  @Test("a plan applied to a stack it does not start from is refused, naming the step")
  func planFromAnotherStack() throws {
    let source = try makeStack(.sheet(.detail(1)))
    let plan = source.plan(to: TestStack(root: .home))
    let other = try makeStack(.push(.detail(1)))
    let reason = try #require(planMisfit(plan, on: other))
    #expect(reason.contains("step 1"), "\(reason)")
    #expect(reason.contains("dismiss #1"), "\(reason)")
  }

  @Test("applying the same plan twice is refused the second time")
  func applyTwice() throws {
    let source = TestStack(root: .home)
    var target = source
    target.push(.detail(1))
    let plan = source.plan(to: target)
    var stack = source
    try stack.apply(plan)
    let reason = try #require(planMisfit(plan, on: stack))
    #expect(reason.contains("push #1"), "\(reason)")
  }

  @Test("a plan whose first step fits but a later one does not changes nothing")
  func allOrNothing() throws {
    // Planned: dismiss the sheet #2, then pop the push #1.
    let source = try makeStack(.push(.list([])), .sheet(.detail(1)))
    var target = source
    target.goBack(2)
    // Here the dismiss fits, but #1 is a sheet, which a pop cannot remove.
    let other = try makeStack(.sheet(.list([])), .sheet(.detail(1)))
    let reason = try #require(planMisfit(source.plan(to: target), on: other))
    #expect(reason.contains("step 2"), "\(reason)")
  }

  @Test("a plan that updates a route the stack does not have is refused")
  func updateOfMissingRoute() throws {
    let source = try makeStack(.push(.detail(1)))
    var target = source
    target.modifyScreen(id: 1) { $0 = .detail(2) }
    let other = try makeStack(.push(.detail(1))).poppedOnce()
    let reason = try #require(planMisfit(source.plan(to: target), on: other))
    #expect(reason.contains("update #1"), "\(reason)")
  }

  @Test("a plan replacing the root is refused while routes remain above the root")
  func replaceRootAboveRoutes() throws {
    let source = TestStack(root: .home)
    let target = TestStack(root: .home, embedsNavigation: false)
    let other = try makeStack(.push(.detail(1)))
    let reason = try #require(planMisfit(source.plan(to: target), on: other))
    #expect(reason.contains("replace root"), "\(reason)")
  }

  @Test("a plan whose identity counter is not above the resulting top is refused")
  func counterBelowTop() throws {
    let empty = TestStack(root: .home).plan(to: TestStack(root: .home))
    let other = try makeStack(.push(.detail(1)))
    let reason = try #require(planMisfit(empty, on: other))
    #expect(reason.contains("next identity #1"), "\(reason)")
  }
}

/// The reason a plan does not fit `stack`, after checking the refusal left the stack unchanged;
/// `nil` (and a recorded failure) when the plan was applied or refused for another reason.
private func planMisfit(
  _ plan: TransitionPlan<TestScreen>,
  on stack: TestStack,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
  let error = refusal(of: stack, sourceLocation: sourceLocation) { try $0.apply(plan) }
  guard case .planDoesNotFit(let reason) = error else {
    Issue.record("expected planDoesNotFit, got \(String(describing: error))")
    return nil
  }
  return reason
}

/// Plans built by hand cannot push the identity counter to where counting on would overflow.
struct HandWrittenPlanLimitTests {
  @Test("a hand-written plan with an identity at the limit is refused, not a crash")
  func identityAtTheLimit() {
    var stack = RouteStack(root: 0)
    let huge = RouteID(Int.max)
    let plans = [
      TransitionPlan(
        transitions: [.push(IdentifiedRoute(id: huge, style: .push, screen: 1))],
        nextID: 2),
      TransitionPlan(
        transitions: [
          .replaceRoot(
            IdentifiedRoute(
              id: huge,
              style: .root(embedsNavigation: true), screen: 1))
        ], nextID: 2),
      TransitionPlan<Int>(transitions: [], nextID: huge),
    ]
    for plan in plans {
      #expect(throws: NavigationError.self) { try stack.apply(plan) }
      #expect(stack == RouteStack(root: 0))
    }
  }
}
