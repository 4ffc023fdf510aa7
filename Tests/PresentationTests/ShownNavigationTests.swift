import ArchitectureTesting
import Navigation
import Presentation
import Testing

/// The record of what was shown gives the same lines as comparing whole trees, whatever
/// happened in between: pushes, presentations, going back, screens retitled in place, stacks
/// replaced, nested stacks changed, tabs switched.
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
      for step in 0..<60 {
        let before = app.node
        let change = Self.change(&app, using: &rng)
        let expected = before.transitions(to: app.node)
        let lines = shown.update(to: app.node)
        #expect(
          lines == expected,
          "PRESENTATION_SEED=\(base) case \(index) step \(step) after \(change)")
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
    stack.push(Page(title: "Last"))
    let retitled = stack.routes[10].id
    stack.modifyScreen(id: retitled) { $0.title = "Ten" }
    reads.count = 0
    let lines = shown.update(to: node(stack))
    #expect(lines == ["update \(retitled) Ten", "push #5000 Last"])
    #expect(reads.count == 2)
  }

  /// Makes one random change to `app` and says what it was.
  static func change(_ app: inout App, using rng: inout SeededRandom) -> String {
    let tab = rng.int(in: 0...1)
    var stack = app.tabs[tab]
    defer { app.tabs[tab] = stack }
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
      guard stack.canPush else { return "no push in tab \(tab)" }
      _ = stack.push(Page(title: title, child: child))
      return "push \(title) with \(child?.count ?? 0) nested in tab \(tab)"
    case 2:
      _ = stack.presentSheet(Page(title: title), embedsNavigation: rng.chance(70))
      return "sheet \(title) in tab \(tab)"
    case 3:
      _ = stack.presentCover(Page(title: title), embedsNavigation: true)
      return "cover \(title) in tab \(tab)"
    case 4:
      stack.goBack(min(rng.int(in: 1...3), stack.count - 1))
      return "back in tab \(tab)"
    case 5:
      stack.dismiss(min(1, stack.presentationCount))
      return "dismiss in tab \(tab)"
    case 6:
      stack.modifyScreen(id: id) { $0.title = title }
      return "retitle \(id) \(title) in tab \(tab)"
    case 7:
      stack.modifyScreen(id: id) { page in
        if var child = page.child {
          if rng.chance(15) {
            // The child leaves while its route stays.
            page.child = nil
            return
          }
          if rng.chance(50), child.canPush {
            _ = child.push(title)
          } else {
            child.goBack(min(1, child.count - 1))
          }
          page.child = child
        } else {
          page.child = RouteStack(root: title)
        }
      }
      return "nested change at \(id) in tab \(tab)"
    case 8:
      app.selected = 1 - app.selected
      return "select tab \(app.selected)"
    case 9:
      let kept = stack.routes.prefix(rng.int(in: 1...stack.count)).map(\.route)
      try? stack.replace(with: kept + [.push(Page(title: title))])
      return "replace in tab \(tab) keeping \(kept.count)"
    case 10:
      stack = RouteStack(root: Page(title: title))
      return "a new stack in tab \(tab)"
    default:
      // Changes made on a copy, then put back: the history still tells what changed.
      var copy = stack
      _ = copy.canPush ? copy.push(Page(title: title)) : copy.presentSheet(Page(title: title))
      stack = copy
      return "push on a copy in tab \(tab)"
    }
  }
}
