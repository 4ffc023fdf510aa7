import Architecture
import ArchitectureTesting
import Navigation
import Presentation
import Testing

/// The record of what was shown gives the same lines as comparing whole trees, whatever
/// happened in between: pushes, presentations, going back, screens retitled in place, stacks
/// replaced, nested stacks changed, tabs switched; told what the reducers noted, as a store
/// records it, or told nothing.
@Suite("ShownNavigation")
struct ShownNavigationTests {
  /// A screen of the test app: a title, and maybe a stack of its own.
  struct Page: Equatable, Sendable {
    var title: String
    var child: RouteStack<String>?
  }

  /// Two tabs of page stacks and the selected one.
  struct App {
    var tabs = [RouteStack(root: Page(title: "A")), RouteStack(root: Page(title: "B"))]
    var selected = 0

    var node: NavigationNode {
      .tabs(
        name: "app",
        tabs.enumerated().map { index, stack in
          TabNode(
            name: index == 0 ? "first" : "second",
            node: NavigationNode(
              name: "pages", stack: stack, title: \.title,
              nested: { page in
                page.child.map { NavigationNode(name: "child", stack: $0, title: { $0 }) }
              }))
        }, selected: selected)
    }
  }

  @Test(arguments: [true, false])
  func theLinesAreThoseOfComparingWholeTreesAfterEveryRandomChange(recorded: Bool) throws {
    let base = propertySeed(default: 0x5EED_0015)
    for index in 0..<400 {
      var rng = SeededRandom(seed: base &+ UInt64(index))
      var app = App()
      let shown = ShownNavigation(app.node)
      // This test compares with whole trees itself, and names the seed when they differ.
      shown.checksAgainstWholeTrees = false
      for step in 0..<60 {
        let before = app.node
        // Several changes between two lines, as effects and sent actions make them.
        var changes: [String] = []
        var record = ChangeRecord()
        for _ in 0..<rng.int(in: 1...3) {
          let (change, notes) = Self.change(&app, using: &rng)
          changes.append(change)
          notes.forEach { record.record($0) }
        }
        let expected = before.transitions(to: app.node)
        let lines = shown.update(to: app.node, changes: recorded ? record : nil)
        #expect(
          lines == expected,
          "PRESENTATION_SEED=\(base) case \(index) step \(step) after \(changes)")
        if lines != expected { return }
      }
    }
  }

  /// Counts the titles read, from any thread.
  final class Reads: @unchecked Sendable {
    var count = 0
  }

  @Test func aPushOnADeepStackReadsTheNewRouteAndTheOnesRetitledOnly() throws {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(contentsOf: (1..<5_000).map { Page(title: "Page \($0)") })
    let reads = Reads()
    let node = { (stack: RouteStack<Page>) in
      NavigationNode(
        name: "pages", stack: stack,
        title: { page in
          reads.count += 1
          return page.title
        })
    }
    let shown = ShownNavigation(node(stack))
    // The debug build's check reads every route; this test counts what the update reads.
    shown.checksAgainstWholeTrees = false
    stack.push(Page(title: "Last"))
    let retitled = stack.routes[10].id
    stack.modifyScreen(id: retitled) { $0.title = "Ten" }
    reads.count = 0
    let lines = shown.update(
      to: node(stack), changes: ChangeRecord(below: [.route(retitled): ChangeRecord()]))
    #expect(lines == ["update \(retitled) Ten", "push #5000 Last"])
    #expect(reads.count == 2)
  }

  @Test("notes that miss a screen changed in place lose its update line, which the check sees")
  func notesThatMissAChangeInPlaceLoseItsLine() throws {
    // What the debug build's check guards against, shown with the check off (on, it stops the
    // process): the notes here say nothing changed, and the whole trees say a title did.
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(Page(title: "One"))
    let before = NavigationNode(name: "pages", stack: stack, title: { $0.title })
    stack.modifyScreen(id: stack.top.id) { $0.title = "Uno" }
    let after = NavigationNode(name: "pages", stack: stack, title: { $0.title })
    #expect(before.transitions(to: after) == ["update #1 Uno"])
    let shown = ShownNavigation(before)
    shown.checksAgainstWholeTrees = false
    #expect(shown.update(to: after, changes: ChangeRecord()) == [])
  }

  @Test func withNothingRecordedEveryRouteIsReadAgain() throws {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(contentsOf: (1..<100).map { Page(title: "Page \($0)") })
    let reads = Reads()
    let node = { (stack: RouteStack<Page>) in
      NavigationNode(
        name: "pages", stack: stack,
        title: { page in
          reads.count += 1
          return page.title
        })
    }
    let shown = ShownNavigation(node(stack))
    stack.modifyScreen(id: stack.routes[10].id) { $0.title = "Ten" }
    reads.count = 0
    #expect(shown.update(to: node(stack)) == ["update #10 Ten"])
    // Compared as whole trees, then recorded again: every route is read.
    #expect(reads.count >= 100)
  }

  @Test func aStackReplacedByAnotherWithTheSameIdentitiesIsComparedWhenItsCoordinatorActed() {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(Page(title: "A"))
    let node = { (stack: RouteStack<Page>) in
      NavigationNode(name: "pages", stack: stack, title: \.title)
    }
    let shown = ShownNavigation(node(stack))
    // An unrelated stack whose identities read as the shown ones: only a comparison tells.
    var other = RouteStack(root: Page(title: "Home"))
    other.presentSheet(Page(title: "B"))
    let lines = shown.update(to: node(other), changes: ChangeRecord(everyRoute: true))
    #expect(lines == node(stack).transitions(to: node(other)))
    #expect(lines == ["pop 1 to #0 Home", "present #1 B as sheet"])
  }

  /// Makes one random change to `app`, says what it was, and notes it as the reducers that
  /// made it would: the tab container, the stack's coordinator, a nested one.
  static func change(
    _ app: inout App, using rng: inout SeededRandom
  ) -> (String, [ChangeNote]) {
    let tab = rng.int(in: 0...1)
    var stack = app.tabs[tab]
    defer { app.tabs[tab] = stack }
    let (change, notes) = change(&stack, in: tab, app: &app, using: &rng)
    return (change, [ChangeNote(changed: notes == nil ? nil : .tab(tab))] + (notes ?? []))
  }

  /// One random change to the stack of `tab`, with what its coordinator notes; `nil` notes
  /// for a change of the tabs alone.
  static func change(
    _ stack: inout RouteStack<Page>, in tab: Int, app: inout App, using rng: inout SeededRandom
  ) -> (String, [ChangeNote]?) {
    let structural = [ChangeNote(path: [.tab(tab)])]
    let everyRoute = [ChangeNote(path: [.tab(tab)], everyRoute: true)]
    let title = "P\(rng.int(in: 0...9))"
    let position = rng.int(in: 0..<stack.count)
    let id = stack.routes[position].id
    let routed = [ChangeNote(path: [.tab(tab)], changed: .route(id))]
    switch rng.int(in: 0...11) {
    case 0, 1:
      var child: RouteStack<String>?
      if rng.chance(30) {
        // A child coordinator arriving with screens of its own, a sheet among them at times.
        var stack = RouteStack(root: "c")
        for index in 0..<rng.int(in: 0...3) {
          _ =
            rng.chance(25) || !stack.canPush
            ? stack.presentSheet("s\(index)") : stack.push("c\(index)")
        }
        child = stack
      }
      guard stack.canPush else { return ("no push in tab \(tab)", structural) }
      _ = stack.push(Page(title: title, child: child))
      return ("push \(title) with \(child?.count ?? 0) nested in tab \(tab)", structural)
    case 2:
      _ = stack.presentSheet(Page(title: title), embedsNavigation: rng.chance(70))
      return ("sheet \(title) in tab \(tab)", structural)
    case 3:
      _ = stack.presentCover(Page(title: title), embedsNavigation: true)
      return ("cover \(title) in tab \(tab)", structural)
    case 4:
      stack.goBack(min(rng.int(in: 1...3), stack.count - 1))
      return ("back in tab \(tab)", structural)
    case 5:
      stack.dismiss(min(1, stack.presentationCount))
      return ("dismiss in tab \(tab)", structural)
    case 6:
      stack.modifyScreen(id: id) { $0.title = title }
      return ("retitle \(id) \(title) in tab \(tab)", routed)
    case 7:
      // The child's coordinator moves in it, or the page's own reducer, which runs the child,
      // adds or removes it and notes that any screen of it may have changed.
      var nested: [ChangeNote] = []
      stack.modifyScreen(id: id) { page in
        if var child = page.child {
          if rng.chance(15) {
            // The child leaves while its route stays.
            page.child = nil
            nested = [ChangeNote(path: [.tab(tab), .route(id)], everyRoute: true)]
            return
          }
          if rng.chance(50), child.canPush {
            _ = child.push(title)
          } else {
            child.goBack(min(1, child.count - 1))
          }
          page.child = child
          nested = [ChangeNote(path: [.tab(tab), .route(id)])]
        } else {
          page.child = RouteStack(root: title)
          nested = [ChangeNote(path: [.tab(tab), .route(id)], everyRoute: true)]
        }
      }
      return ("nested change at \(id) in tab \(tab)", routed + nested)
    case 8:
      app.selected = 1 - app.selected
      return ("select tab \(app.selected)", nil)
    case 9:
      // A coordinator's own action, as a link opened: any screen may have changed.
      let kept = stack.routes.prefix(rng.int(in: 1...stack.count)).map(\.route)
      try? stack.replace(with: kept + [.push(Page(title: title))])
      return ("replace in tab \(tab) keeping \(kept.count)", everyRoute)
    case 10:
      stack = RouteStack(root: Page(title: title))
      return ("a new stack in tab \(tab)", everyRoute)
    default:
      // Changes made on a copy, then put back: identities still tell what changed.
      var copy = stack
      _ = copy.canPush ? copy.push(Page(title: title)) : copy.presentSheet(Page(title: title))
      stack = copy
      return ("push on a copy in tab \(tab)", structural)
    }
  }
}
