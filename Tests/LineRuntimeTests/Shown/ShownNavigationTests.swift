import ArchitectureTesting
import Navigation
import Presentation
import Testing

@testable import LineRuntime

/// The record of what was shown gives the same lines as comparing whole trees, whatever
/// happened in between and whoever did it: pushes, presentations, going back, any screen
/// retitled in place, stacks replaced, built anew or put back from a copy, nested stacks
/// changed, tabs switched.
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

  @Test func theLinesAreThoseOfComparingWholeTreesAfterEveryRandomChange() throws {
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
        for _ in 0..<rng.int(in: 1...3) {
          changes.append(Self.change(&app, using: &rng))
        }
        let expected = before.transitions(to: app.node)
        let lines = shown.update(to: app.node)
        #expect(
          lines == expected,
          "PRESENTATION_SEED=\(base) case \(index) step \(step) after \(changes)")
        if lines != expected { return }
        // The breadcrumb read from the record is the tree's, titles and all.
        #expect(
          shown.breadcrumb == app.node.breadcrumb,
          "PRESENTATION_SEED=\(base) case \(index) step \(step) after \(changes)")
      }
    }
  }

  @Test func theBreadcrumbOfARecordReadsNoTitleAgain() throws {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(contentsOf: (1..<40).map { Page(title: "Page \($0)") })
    let reads = Reads()
    let shown = ShownNavigation(Self.counted(stack, reads))
    let titled = reads.count
    #expect(shown.breadcrumb == Self.counted(stack, Reads()).breadcrumb)
    #expect(shown.breadcrumb.hasPrefix("Home > Page 1 > Page 2 > Page 3 ... 28 more > Page 32"))
    #expect(reads.count == titled)
  }

  @Test func theBreadcrumbOfOneStackIsTheTreesWithEveryStyleAndAnUntitledRoot() {
    var stack = RouteStack(root: Page(title: ""))
    let node = { (stack: RouteStack<Page>) in
      NavigationNode(name: "pages", stack: stack, title: \.title)
    }
    let shown = ShownNavigation(node(stack))
    #expect(shown.breadcrumb == "")
    stack.push(Page(title: "A"))
    _ = shown.update(to: node(stack))
    // No separator follows an untitled root, as in the tree's.
    #expect(shown.breadcrumb == "A")
    _ = stack.presentSheet(Page(title: "B"), embedsNavigation: true)
    stack.push(Page(title: "C"))
    _ = stack.presentCover(Page(title: "D"))
    _ = shown.update(to: node(stack))
    #expect(shown.breadcrumb == node(stack).breadcrumb)
    #expect(shown.breadcrumb == "A | sheet: B > C | cover: D")
    // Past the steps a breadcrumb shows, the middle is left out, as the tree leaves it.
    _ = stack.presentSheet(Page(title: "E"), embedsNavigation: true)
    stack.push(contentsOf: (1...10).map { Page(title: "P\($0)") })
    _ = shown.update(to: node(stack))
    #expect(shown.breadcrumb == node(stack).breadcrumb)
    #expect(shown.breadcrumb.contains(" more "))
  }

  /// Counts the titles read, from any thread.
  final class Reads: @unchecked Sendable {
    var count = 0
  }

  /// A stack node of `stack` whose titles count their reads in `reads`.
  static func counted(_ stack: RouteStack<Page>, _ reads: Reads) -> NavigationNode {
    NavigationNode(
      name: "pages", stack: stack,
      title: { page in
        reads.count += 1
        return page.title
      })
  }

  @Test func aPushOnADeepStackReadsTheNewRouteAndTheOnesRetitledOnly() throws {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(contentsOf: (1..<5_000).map { Page(title: "Page \($0)") })
    let reads = Reads()
    let shown = ShownNavigation(Self.counted(stack, reads))
    // The debug build's check reads every route; this test counts what the update reads.
    shown.checksAgainstWholeTrees = false
    stack.push(Page(title: "Last"))
    // Changed directly, deep below the top, as any decision may.
    let retitled = stack.routes[10].id
    stack.modifyScreen(id: retitled) { $0.title = "Ten" }
    reads.count = 0
    let lines = shown.update(to: Self.counted(stack, reads))
    #expect(lines == ["update \(retitled) Ten", "push #5000 Last"])
    #expect(reads.count == 2)
  }

  @Test func aStackBuiltAnewIsComparedRouteByRoute() throws {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(contentsOf: (1..<100).map { Page(title: "Page \($0)") })
    let reads = Reads()
    let shown = ShownNavigation(Self.counted(stack, reads))
    // The same identities, a history of its own: only a comparison tells what changed.
    var routes = stack.routes
    routes[10].screen.title = "Ten"
    let rebuilt = try RouteStack(routes: routes, nextID: stack.nextID)
    reads.count = 0
    #expect(shown.update(to: Self.counted(rebuilt, reads)) == ["update #10 Ten"])
    // Compared as whole trees, then recorded again: every route is read.
    #expect(reads.count >= 100)
  }

  @Test func aStackReplacedByAnotherWithTheSameIdentitiesIsCompared() {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(Page(title: "A"))
    let node = { (stack: RouteStack<Page>) in
      NavigationNode(name: "pages", stack: stack, title: \.title)
    }
    let shown = ShownNavigation(node(stack))
    // An unrelated stack whose identities read as the shown ones: only a comparison tells.
    var other = RouteStack(root: Page(title: "Home"))
    other.presentSheet(Page(title: "B"))
    let lines = shown.update(to: node(other))
    #expect(lines == node(stack).transitions(to: node(other)))
    #expect(lines == ["pop 1 to #0 Home", "present #1 B as sheet"])
  }

  @Test func aStackPutBackFromACopyKeptAsideShowsWhatItHolds() {
    var stack = RouteStack(root: Page(title: "Home"))
    stack.push(Page(title: "A"))
    let node = { (stack: RouteStack<Page>) in
      NavigationNode(name: "pages", stack: stack, title: \.title)
    }
    let shown = ShownNavigation(node(stack))
    let kept = stack
    stack.modifyScreen(id: 1) { $0.title = "B" }
    #expect(shown.update(to: node(stack)) == ["update #1 B"])
    // Changed as many times as the stack shown, so that no count tells them apart.
    var copy = kept
    copy.modifyScreen(id: 0) { $0.title = "Start" }
    #expect(shown.update(to: node(copy)) == ["update #0 Start", "update #1 A"])
  }

  /// Makes one random change to `app`, in place as a store's reducers do, and says what it was.
  static func change(_ app: inout App, using rng: inout SeededRandom) -> String {
    guard !rng.chance(8) else {
      app.selected = 1 - app.selected
      return "select tab \(app.selected)"
    }
    let tab = rng.int(in: 0...1)
    return change(&app.tabs[tab], using: &rng) + " in tab \(tab)"
  }

  /// One random change to `stack`, made by whoever: its coordinator, a screen, a decision about
  /// another screen, a nested coordinator, a stack assigned whole.
  static func change(_ stack: inout RouteStack<Page>, using rng: inout SeededRandom) -> String {
    let title = "P\(rng.int(in: 0...9))"
    let position = rng.int(in: 0..<stack.count)
    let id = stack.routes[position].id
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
      guard stack.canPush else { return "no push" }
      _ = stack.push(Page(title: title, child: child))
      return "push \(title) with \(child?.count ?? 0) nested"
    case 2:
      _ = stack.presentSheet(Page(title: title), embedsNavigation: rng.chance(70))
      return "sheet \(title)"
    case 3:
      _ = stack.presentCover(Page(title: title), embedsNavigation: true)
      return "cover \(title)"
    case 4:
      stack.goBack(min(rng.int(in: 1...3), stack.count - 1))
      return "back"
    case 5:
      stack.dismiss(min(1, stack.presentationCount))
      return "dismiss"
    case 6:
      stack.modifyScreen(id: id) { $0.title = title }
      return "retitle \(id) \(title)"
    case 7:
      // The child's coordinator moves in it, or the page's own reducer adds or removes it.
      stack.modifyScreen(id: id) { page in
        guard var child = page.child else {
          page.child = RouteStack(root: title)
          return
        }
        if rng.chance(15) {
          page.child = nil
        } else if rng.chance(50), child.canPush {
          _ = child.push(title)
          page.child = child
        } else if rng.chance(50) {
          child.modifyScreen(id: child.top.id) { $0 = title }
          page.child = child
        } else {
          child.goBack(min(1, child.count - 1))
          page.child = child
        }
      }
      return "nested change at \(id)"
    case 8:
      // A link opened: the stack replaced, the routes that stay keeping their identities.
      let kept = stack.routes.prefix(rng.int(in: 1...stack.count)).map(\.route)
      try? stack.replace(with: kept + [.push(Page(title: title))])
      return "replace keeping \(kept.count)"
    case 9:
      stack = RouteStack(root: Page(title: title))
      return "a new stack"
    case 10:
      // Changed on a copy, then put back: the copy's history is its own.
      var copy = stack
      copy.modifyScreen(id: id) { $0.title = title }
      _ = copy.canPush ? copy.push(Page(title: title)) : copy.presentSheet(Page(title: title))
      stack = copy
      return "retitle \(id) \(title) and push on a copy"
    default:
      let plan = stack.plan(to: stack)
      try? stack.apply(plan)
      return "a plan applied"
    }
  }
}
