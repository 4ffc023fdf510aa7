import LineRuntimeTesting
import Navigation
import Presentation
import Testing

@testable import LineRuntime

@Suite("NavigationNode transitions")
struct NavigationNodeTransitionsTests {
  static func node(_ routes: RouteStack<String>, name: String = "App") -> NavigationNode {
    NavigationNode(name: name, stack: routes, title: { $0 })
  }

  /// The lines from `routes` to the same stack after `change`.
  static func lines(
    from routes: RouteStack<String>, _ change: (inout RouteStack<String>) throws -> Void
  ) rethrows -> [String] {
    var changed = routes
    try change(&changed)
    return node(routes).transitions(to: node(changed))
  }

  @Test("the same tree has no transitions")
  func unchanged() throws {
    var routes = RouteStack(root: "Home")
    routes.push("Detail")
    #expect(Self.node(routes).transitions(to: Self.node(routes)).isEmpty)
  }

  @Test("a push names the new route and its title")
  func push() throws {
    let lines = Self.lines(from: RouteStack(root: "Numbers")) { _ = $0.push("Number 3") }
    #expect(lines == ["push #1 Number 3"])
  }

  @Test("pops are one line naming the route left on top")
  func pop() throws {
    var routes = RouteStack(root: "Home")
    routes.push(contentsOf: ["A", "B", "C"])
    #expect(Self.lines(from: routes) { $0.popTo(id: 1) } == ["pop 2 to #1 A"])
  }

  @Test("presentations name their style")
  func present() throws {
    let routes = RouteStack(root: "Home")
    #expect(
      Self.lines(from: routes) { $0.presentSheet("Info") } == ["present #1 Info as sheet"])
    #expect(
      Self.lines(from: routes) { $0.presentCover("Login", embedsNavigation: true) }
        == ["present #1 Login as cover+navigation"])
  }

  @Test("a dismiss counts the pushes that go with the presentation")
  func dismiss() throws {
    var routes = RouteStack(root: "Home")
    routes.presentSheet("Settings", embedsNavigation: true)
    #expect(Self.lines(from: routes) { $0.dismissAll() } == ["dismiss #1 Settings"])
    routes.push(contentsOf: ["Colours", "Red"])
    #expect(
      Self.lines(from: routes) { $0.dismissAll() } == ["dismiss #1 Settings (and 2 above it)"])
  }

  @Test("a title that changes in place is an update with the new title")
  func update() throws {
    var routes = RouteStack(root: "Home")
    routes.push("Number 3")
    let lines = Self.lines(from: routes) { $0.modifyScreen(id: 1) { $0 = "Number 4" } }
    #expect(lines == ["update #1 Number 4"])
  }

  @Test("teardown comes before the routes that arrive")
  func backThenForward() throws {
    var routes = RouteStack(root: "Home")
    routes.push("A")
    routes.presentSheet("S")
    let lines = Self.lines(from: routes) {
      $0.goBack(2)
      _ = $0.push("B")
    }
    #expect(lines == ["dismiss #2 S", "pop 1 to #0 Home", "push #3 B"])
  }

  @Test("a new root replaces the old one after the old stack is torn down")
  func replaceRoot() {
    let old = stack("App", route(0, root, "Home"), route(1, .push, "A"))
    let new = stack("App", route(5, root, "Login"))
    #expect(old.transitions(to: new) == ["pop 1 to #0 Home", "replace root with #5 Login"])
  }

  @Test("stacks that are not valid route stacks are replaced whole when they differ")
  func invalidStacks() {
    let twoRoots = stack("App", route(0, root, "A"), route(1, root, "B"))
    #expect(twoRoots.transitions(to: stack("App", route(0, root, "A"))) == ["replace the stack"])
    #expect(twoRoots.transitions(to: twoRoots).isEmpty)
  }

  @Test("changes in a nested coordinator's stack are prefixed with the title of its screen")
  func nestedStack() {
    let before = stack("Flow", route(0, root, "Name"))
    let after = stack("Flow", route(0, root, "Name"), route(1, .push, "Email"))
    let old = stack("App", route(0, root, "Home"), route(1, .push, "Sign up", nested: before))
    let new = stack("App", route(0, root, "Home"), route(1, .push, "Sign up", nested: after))
    #expect(old.transitions(to: new) == ["in Sign up: push #1 Email"])
  }

  @Test("a nested coordinator that arrives lists its screens; one that leaves closes them first")
  func nestedArrivesAndLeaves() {
    let flow = stack(
      "Flow", route(0, root, "Name"), route(1, .push, "Email"),
      route(2, .sheet(embedsNavigation: true), "Help"), route(3, .push, "More"))
    let shown = stack("App", route(0, root, "Home"), route(1, .push, "Sign up", nested: flow))
    let gone = stack("App", route(0, root, "Home"))
    #expect(
      gone.transitions(to: shown) == [
        "push #1 Sign up", "in Sign up: push #1 Email",
        "in Sign up: present #2 Help as sheet+navigation", "in Sign up: push #3 More",
      ])
    #expect(
      shown.transitions(to: gone) == [
        "in Sign up: dismiss #2 Help (and 1 above it)", "in Sign up: pop 1 to #0 Name",
        "pop 1 to #0 Home",
      ])
  }

  @Test("a coordinator nested in a nested one arrives and leaves with it, innermost named")
  func nestedTwice() {
    let inner = stack("Numbers", route(0, root, "Multiples of 3"), route(1, .push, "Number 6"))
    let outer = stack(
      "Items", route(0, root, "Items"), route(1, .push, "Multiples of 3", nested: inner))
    let shown = stack(
      "App", route(0, root, "Home"),
      route(1, .sheet(embedsNavigation: false), "Items", nested: outer))
    let gone = stack("App", route(0, root, "Home"))
    #expect(
      gone.transitions(to: shown) == [
        "present #1 Items as sheet", "in Items: push #1 Multiples of 3",
        "in Multiples of 3: push #1 Number 6",
      ])
    #expect(
      shown.transitions(to: gone) == [
        "in Multiples of 3: pop 1 to #0 Multiples of 3", "in Items: pop 1 to #0 Items",
        "dismiss #1 Items",
      ])
  }

  @Test("selecting a tab comes first, then each tab's own changes under its name")
  func tabs() {
    func tabs(selected: Int, pushed: Bool) -> NavigationNode {
      let list =
        pushed
        ? stack("Numbers", route(0, root, "List"), route(1, .push, "Number 3"))
        : stack("Numbers", route(0, root, "List"))
      return .tabs(
        name: "Main",
        [
          TabNode(name: "counters", node: list),
          TabNode(name: "settings", node: stack("Settings", route(0, root, "General"))),
        ],
        selected: selected)
    }
    let start = tabs(selected: 1, pushed: false)
    #expect(start.transitions(to: tabs(selected: 0, pushed: false)) == ["select tab counters"])
    #expect(
      start.transitions(to: tabs(selected: 0, pushed: true))
        == ["select tab counters", "in counters: push #1 Number 3"])
  }

  @Test("tabs with other names are replaced whole")
  func tabsReplaced() {
    let one = NavigationNode.tabs(
      name: "Main", [TabNode(name: "a", node: stack("A", route(0, root, "A")))], selected: 0)
    let other = NavigationNode.tabs(
      name: "Main", [TabNode(name: "b", node: stack("A", route(0, root, "A")))], selected: 0)
    #expect(one.transitions(to: other) == ["replace the tabs of Main"])
  }

  @Test("a tree of another shape is replaced, named by both nodes, also when nested")
  func differentShape() {
    let tabs = NavigationNode.tabs(
      name: "Main", [TabNode(name: "a", node: stack("A", route(0, root, "A")))], selected: 0)
    let list = stack("List", route(0, root, "All"))
    #expect(list.transitions(to: tabs) == ["replace List with Main"])
    #expect(tabs.transitions(to: list) == ["replace Main with List"])
    let old = stack("App", route(0, root, "Home", nested: list))
    let new = stack("App", route(0, root, "Home", nested: tabs))
    let lines = old.transitions(to: new)
    #expect(lines.count == 1)
    #expect(lines.first?.hasSuffix("replace List with Main") == true)
  }
}
