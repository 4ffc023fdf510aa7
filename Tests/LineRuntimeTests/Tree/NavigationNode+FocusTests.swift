import LineRuntimeTesting
import Navigation
import Presentation
import Testing

@Suite("NavigationNode focus")
struct NavigationNodeFocusTests {
  @Test("a root alone is its own breadcrumb")
  func rootAlone() {
    let home = route(0, root, "Numbers")
    let node = stack("App", home)
    #expect(node.focusPath == [.route(home)])
    #expect(node.breadcrumb == "Numbers")
  }

  @Test("pushes join with '>' and the path holds every route, root first")
  func pushes() {
    let routes = [route(0, root, "Numbers"), route(1, .push, "Number 3"), route(4, .push, "Fact")]
    let node = NavigationNode(name: "App", content: .stack(StackNode(routes)))
    #expect(node.focusPath == routes.map(NavigationNode.FocusStep.route))
    #expect(node.breadcrumb == "Numbers > Number 3 > Fact")
  }

  @Test("a sheet and a cover are marked with '|' and their style")
  func presentations() {
    let node = stack(
      "App", route(0, root, "Numbers"), route(1, .push, "Number 3"),
      route(2, .sheet(embedsNavigation: true), "Number 6"), route(3, .push, "Fact"),
      route(4, .cover(embedsNavigation: false), "Login"))
    #expect(node.breadcrumb == "Numbers > Number 3 | sheet: Number 6 > Fact | cover: Login")
  }

  @Test("the selected tab is named with a colon and its stack follows")
  func tabs() {
    let node = NavigationNode.tabs(
      name: "Main",
      [
        TabNode(name: "counters", node: stack("Numbers", route(0, root, "List"))),
        TabNode(
          name: "settings",
          node: stack("Settings", route(0, root, "General"), route(1, .push, "Colours"))),
      ],
      selected: 1)
    #expect(
      node.focusPath == [
        .tab("settings"), .route(route(0, root, "General")), .route(route(1, .push, "Colours")),
      ])
    #expect(node.breadcrumb == "settings tab: General > Colours")
  }

  @Test("a tab container with no valid selection has no focus")
  func tabsWithoutSelection() {
    let node = NavigationNode.tabs(
      name: "Main", [TabNode(name: "a", node: stack("A", route(0, root, "A")))], selected: 3)
    #expect(node.focusPath.isEmpty)
    #expect(node.breadcrumb == "")
  }

  @Test("a nested coordinator's root follows its route after ':'")
  func nestedCoordinator() {
    let flow = stack(
      "Onboarding", route(0, root, "Name"), route(1, .push, "Email"))
    let node = stack("App", route(0, root, "Home"), route(1, .push, "Onboarding", nested: flow))
    #expect(node.focusPath.count == 4)
    #expect(node.breadcrumb == "Home > Onboarding : Name > Email")
  }

  @Test("a nested coordinator in a sheet, and tabs nested in a push, read in order")
  func nestedMixed() {
    let flow = stack("Flow", route(0, root, "Step"))
    let sheet = stack(
      "App", route(0, root, "Home"), route(2, .sheet(embedsNavigation: false), "Flow", nested: flow)
    )
    #expect(sheet.breadcrumb == "Home | sheet: Flow : Step")
    let tabs = NavigationNode.tabs(
      name: "Main", [TabNode(name: "list", node: stack("List", route(0, root, "All")))],
      selected: 0)
    let pushed = stack("App", route(0, root, "Home"), route(1, .push, "Browse", nested: tabs))
    #expect(pushed.breadcrumb == "Home > Browse / list tab: All")
    let inTab = NavigationNode.tabs(
      name: "Main",
      [
        TabNode(
          name: "counters",
          node: stack("Numbers", route(0, root, "List"), route(1, .push, "Flow", nested: flow)))
      ],
      selected: 0)
    #expect(inTab.breadcrumb == "counters tab: List > Flow : Step")
  }

  @Test("a title ending in ':' does not take the place of a nested root's ':'")
  func titleEndingInColon() {
    let flow = stack("Flow", route(0, root, "Name"))
    let node = stack("App", route(0, root, "Home"), route(1, .push, "Step 1:", nested: flow))
    #expect(node.breadcrumb == "Home > Step 1: : Name")
  }

  @Test("only the top route's nested navigation is followed")
  func onlyTheTopIsFollowed() {
    let flow = stack("Flow", route(0, root, "Step"))
    let node = stack("App", route(0, root, "Home", nested: flow), route(1, .push, "Detail"))
    #expect(node.focusPath.count == 2)
    #expect(node.breadcrumb == "Home > Detail")
  }

  @Test("a node built from a route stack takes each screen's title and nested navigation")
  func fromRouteStack() throws {
    var routes = RouteStack(root: "home")
    routes.push("flow")
    let flow = stack("Flow", route(0, root, "Step"))
    let node = NavigationNode(
      name: "App", stack: routes, title: { $0.uppercased() },
      nested: { $0 == "flow" ? flow : nil })
    #expect(
      node.content == .stack([route(0, root, "HOME"), route(1, .push, "FLOW", nested: flow)]))
    #expect(node.breadcrumb == "HOME > FLOW : Step")
  }
}

@Suite("NavigationNode breadcrumb at depth")
struct NavigationNodeBreadcrumbDepthTests {
  @Test("a path of twelve steps is shown whole; a longer one leaves out its middle and counts it")
  func longPathsLeaveOutTheMiddle() throws {
    var stack = RouteStack(root: "Numbers")
    stack.push(contentsOf: (1...11).map { "Number \($0)" })
    let whole = NavigationNode(name: "app", stack: stack, title: { $0 })
    #expect(
      whole.breadcrumb == (["Numbers"] + (1...11).map { "Number \($0)" }).joined(separator: " > "))
    stack.presentSheet("Sheet", embedsNavigation: true)
    stack.push(contentsOf: (1...9_986).map { "Page \($0)" })
    let deep = NavigationNode(name: "app", stack: stack, title: { $0 })
    #expect(
      deep.breadcrumb
        == "Numbers > Number 1 > Number 2 > Number 3 ... 9987 more > Page 9979 > Page 9980 > "
        + "Page 9981 > Page 9982 > Page 9983 > Page 9984 > Page 9985 > Page 9986")
    #expect(deep.presentationOnTop?.title == "Sheet")
  }
}
