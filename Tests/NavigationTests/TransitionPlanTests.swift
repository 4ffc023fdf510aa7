// Over 200 lines: one worked case per kind of transition, each old stack and new stack spelled out
// with the plan between them; they read as a table.

import Foundation
import Navigation
import Testing

@Suite("TransitionPlan")
struct TransitionPlanTests {
  @Test("several new pushes are planned as one push each, bottom first")
  func pushSeveral() throws {
    let source = TestStack(root: .home)
    var target = source
    target.push(contentsOf: [.list([]), .detail(1), .detail(2)])
    expectPlan(
      from: source, to: target,
      [pushed(1, .list([])), pushed(2, .detail(1)), pushed(3, .detail(2))])
  }

  @Test("dismissing several layers is one dismiss per layer, top first, its pushes going with it")
  func dismissSeveralLayers() throws {
    let source = try makeStack(
      .push(.list([])), .sheet(.settings(name: "a"), embedsNavigation: true), .push(.detail(1)),
      .cover(.settings(name: "b"), embedsNavigation: true), .push(.detail(2)))
    var target = source
    target.dismissAll()
    expectPlan(
      from: source, to: target,
      [.dismiss(4, removing: 2), .dismiss(2, removing: 2)])
  }

  @Test("going back to a common ancestor then presenting: pop, then present")
  func backThenPresent() throws {
    let source = try makeStack(.push(.list([])), .push(.detail(1)), .push(.detail(2)))
    var target = source
    target.popTo(id: 1)
    target.presentSheet(.settings(name: "a"))
    expectPlan(
      from: source, to: target,
      [
        .pop(count: 2, to: 1),
        presented(4, .sheet(embedsNavigation: false), .settings(name: "a")),
      ])
  }

  @Test("going back across a presentation: dismiss, then pop, then present")
  func backAcrossPresentationThenPresent() throws {
    let source = try makeStack(
      .push(.list([])), .push(.detail(1)), .sheet(.settings(name: "a"), embedsNavigation: true),
      .push(.detail(2)))
    var target = source
    target.goBack(3)
    target.presentCover(.detail(7))
    expectPlan(
      from: source, to: target,
      [
        .dismiss(3, removing: 2), .pop(count: 1, to: 1),
        presented(5, .cover(embedsNavigation: false), .detail(7)),
      ])
  }

  @Test("a change of screen values only is planned as updates in place, bottom first")
  func contentOnly() throws {
    let source = try makeStack(.push(.list([1])), .push(.detail(1)))
    var target = source
    target.modifyScreen(id: 2) { $0 = .detail(2) }
    target.modifyScreen(id: 0) { $0 = .settings(name: "a") }
    expectPlan(
      from: source, to: target,
      [.update(0, .settings(name: "a")), .update(2, .detail(2))])
  }

  @Test("pops within one layer are a single pop transition")
  func popsWithinLayer() throws {
    let source = try makeStack(
      .sheet(.list([]), embedsNavigation: true), .push(.detail(1)), .push(.detail(2)),
      .push(.detail(3)))
    var target = source
    target.pop(3)
    expectPlan(from: source, to: target, [.pop(count: 3, to: 1)])
  }

  @Test("teardown, then updates of the routes that stay, then the new routes")
  func popUpdatePush() throws {
    let source = try makeStack(.push(.list([1])), .push(.detail(1)))
    var target = source
    target.pop()
    target.modifyScreen(id: 1) { $0 = .list([1, 2]) }
    target.push(.detail(3))
    expectPlan(
      from: source, to: target,
      [.pop(count: 1, to: 1), .update(1, .list([1, 2])), pushed(3, .detail(3))])
  }

  @Test("roots that differ: tear down to the root, replace it, then build")
  func differentRoots() throws {
    let source = try makeStack(.push(.list([])), .sheet(.detail(1)))
    var target = source
    try target.replace(with: [.root(.settings(name: "a")), .push(.detail(2))])
    expectPlan(
      from: source, to: target,
      [
        .dismiss(2, removing: 1), .pop(count: 1, to: 0),
        .replaceRoot(
          IdentifiedRoute(
            id: 3, style: .root(embedsNavigation: true), screen: .settings(name: "a"))),
        pushed(4, .detail(2)),
      ])
  }

  @Test("a root with the same identity but another style is replaced, not updated")
  func rootStyleDiffers() {
    let source = TestStack(root: .home)
    let target = TestStack(root: .detail(1), embedsNavigation: false)
    expectPlan(
      from: source, to: target,
      [
        .replaceRoot(
          IdentifiedRoute(id: 0, style: .root(embedsNavigation: false), screen: .detail(1))
        )
      ])
  }

  @Test("a route shared by identity but not by style is torn down and built again")
  func sameIdentityOtherStyle() throws {
    let ancestor = TestStack(root: .home)
    var source = ancestor
    source.push(.detail(1))
    var target = ancestor
    target.presentSheet(.detail(1))
    expectPlan(
      from: source, to: target,
      [.pop(count: 1, to: 0), presented(1, .sheet(embedsNavigation: false), .detail(1))])
  }

  @Test("identical stacks give an empty plan")
  func identical() throws {
    let stack = try makeStack(.push(.list([])), .sheet(.detail(1)))
    let plan = stack.plan(to: stack)
    #expect(plan.isEmpty)
    #expect(plan.transitions.isEmpty)
    #expect(plan.nextID == stack.nextID)
  }

  @Test("stacks that differ only in their identity counter give no transitions but the counter")
  func counterOnly() throws {
    let source = TestStack(root: .home)
    var target = source
    target.push(.detail(1))
    target.pop()
    expectPlan(from: source, to: target, [])
    #expect(source.plan(to: target).nextID == 2)
  }

  @Test("the first worked example of Docs/Navigation.md: every kind of step but replaceRoot")
  func articleExampleOne() throws {
    let source = try makeStack(
      .push(.list([1])), .push(.detail(1)), .sheet(.settings(name: "a"), embedsNavigation: true),
      .push(.detail(2)))
    var target = source
    target.goBack(3)
    target.modifyScreen(id: 1) { $0 = .list([1, 2]) }
    target.presentCover(.detail(7))
    let lines = source.plan(to: target).transitions.map(\.description)
    #expect(lines == ["dismiss #3 (2 routes)", "pop 1 to #1", "update #1", "present #5 as cover"])
    #expect(try articleTransitions(example: 1) == lines, "Docs/Navigation.md shows other lines")
    expectPlan(
      from: source, to: target,
      [
        .dismiss(3, removing: 2), .pop(count: 1, to: 1),
        .update(1, .list([1, 2])),
        presented(5, .cover(embedsNavigation: false), .detail(7)),
      ])
  }

  @Test("the second worked example of Docs/Navigation.md: a new root after signing out")
  func articleExampleTwo() throws {
    let source = try makeStack(
      .push(.list([])), .cover(.settings(name: "account"), embedsNavigation: true),
      .push(.detail(1)))
    var target = source
    try target.replace(with: [.root(.settings(name: "sign in"), embedsNavigation: false)])
    let lines = source.plan(to: target).transitions.map(\.description)
    #expect(lines == ["dismiss #2 (2 routes)", "pop 1 to #0", "replace root with #4"])
    #expect(try articleTransitions(example: 2) == lines, "Docs/Navigation.md shows other lines")
    #expect(target.root.screen == .settings(name: "sign in"))
  }

  @Test("planning compares each shared screen once, so its cost grows linearly with the stacks")
  func planningIsLinear() throws {
    var comparisons: [Int] = []
    for size in [1_000, 2_000, 4_000] {
      let counter = ComparisonCounter()
      // Sheets and pushes alternate, so that the planner walks many layers as well as routes.
      var source = RouteStack(root: CountedScreen(value: 0, counter: counter))
      for value in 1..<size {
        let screen = CountedScreen(value: value, counter: counter)
        _ =
          value.isMultiple(of: 2)
          ? source.push(screen) : source.presentSheet(screen, embedsNavigation: true)
      }
      var target = source
      target.goBack(size / 2)
      for value in 0..<size / 2 {
        target.presentSheet(CountedScreen(value: -value, counter: counter))
      }
      counter.count = 0
      let plan = source.plan(to: target)
      comparisons.append(counter.count)
      // One dismiss per sheet that goes, one pop for the push left above the kept part, and
      // one present per new sheet.
      #expect(plan.transitions.count == size / 4 + 1 + size / 2)
    }
    #expect(comparisons == [500, 1_000, 2_000])
  }
}

/// The transition lines `Docs/Navigation.md` shows under its worked example `number`: the first
/// column of the lines after `transitions:` in the block that follows the example's heading.
private func articleTransitions(example number: Int) throws -> [String] {
  let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/Navigation.md")
  let text = try String(contentsOf: article, encoding: .utf8)
  let heading = try #require(
    text.range(of: "### Example \(number):"), "Docs/Navigation.md has no example \(number)")
  let block = try #require(
    text[heading.upperBound...].split(separator: "```", maxSplits: 2).dropFirst().first)
  let after = try #require(block.range(of: "transitions:\n"))
  return block[after.upperBound...].split(separator: "\n").map {
    String($0.trimmingCharacters(in: .whitespaces).split(separator: "  ").first ?? "")
  }
}

/// Checks the plan from `source` to `target` is exactly `expected`, and that applying it to
/// `source` gives `target`, identities and counter included.
private func expectPlan(
  from source: TestStack,
  to target: TestStack,
  _ expected: [Transition<TestScreen>],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let plan = source.plan(to: target)
  #expect(plan.transitions == expected, sourceLocation: sourceLocation)
  #expect(plan.nextID == target.nextID, sourceLocation: sourceLocation)
  #expect(TransitionPlan(from: source, to: target) == plan, sourceLocation: sourceLocation)
  var applied = source
  #expect(throws: Never.self, sourceLocation: sourceLocation) { try applied.apply(plan) }
  #expect(applied == target, sourceLocation: sourceLocation)
}

/// The transition pushing a route with this identity and screen.
private func pushed(_ id: Int, _ screen: TestScreen) -> Transition<TestScreen> {
  .push(IdentifiedRoute(id: RouteID(id), style: .push, screen: screen))
}

/// The transition presenting a route with this identity, style and screen.
private func presented(
  _ id: Int, _ style: RouteStyle, _ screen: TestScreen
)
  -> Transition<TestScreen>
{
  .present(IdentifiedRoute(id: RouteID(id), style: style, screen: screen))
}

/// Counts screen comparisons, the planner's only cost that depends on what screens hold.
private final class ComparisonCounter {
  var count = 0
}

/// A screen that counts how often it is compared.
private struct CountedScreen: Equatable {
  let value: Int
  let counter: ComparisonCounter

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counter.count += 1
    return lhs.value == rhs.value
  }
}
