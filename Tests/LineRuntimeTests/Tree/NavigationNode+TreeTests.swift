import LineRuntimeTesting
import Navigation
import Presentation
import Testing

@Suite("NavigationNode tree")
struct NavigationNodeTreeTests {
  /// An app whose pushed route shows a tab container of two stacks.
  static func app(selected: Int) -> NavigationNode {
    let tabs = NavigationNode.tabs(
      name: "Main",
      [
        TabNode(
          name: "counters",
          node: stack("Numbers", route(0, root, "List"), route(1, .push, "Number 3"))),
        TabNode(name: "settings", node: stack("Settings", route(0, root, "General"))),
      ],
      selected: selected)
    return stack("App", route(0, root, "Home"), route(1, .push, "Tabs", nested: tabs))
  }

  @Test("a single route is on screen")
  func singleRoute() {
    #expect(
      stack("App", route(0, .root(embedsNavigation: false), "Home")).treePicture
        == "App (stack)\n  #0 root Home  <- on screen")
  }

  @Test("the picture indents nested navigation and marks the selected tab and the top screen")
  func nestedTree() {
    let expected = """
      App (stack)
        #0 root+navigation Home
        #1 push Tabs
          Main (tabs)
            * counters
              Numbers (stack)
                #0 root+navigation List
                #1 push Number 3  <- on screen
            - settings
              Settings (stack)
                #0 root+navigation General
      """
    #expect(Self.app(selected: 0).treePicture == expected)
  }

  @Test("selecting the other tab moves the marker into it")
  func markerFollowsTheTab() {
    let lines = Self.app(selected: 1).treePicture.split(separator: "\n")
    #expect(
      lines.filter { $0.hasSuffix("  <- on screen") } == [
        "          #0 root+navigation General  <- on screen"
      ])
    #expect(lines.contains("      - counters"))
    #expect(lines.contains("      * settings"))
  }

  @Test("a route under the top one shows its nested navigation without a marker")
  func nestedBelowTheTop() {
    let flow = stack("Flow", route(0, root, "Step"))
    let node = stack(
      "App", route(0, root, "Home", nested: flow), route(2, .sheet(embedsNavigation: false), "Info")
    )
    let expected = """
      App (stack)
        #0 root+navigation Home
          Flow (stack)
            #0 root+navigation Step
        #2 sheet Info  <- on screen
      """
    #expect(node.treePicture == expected)
  }

  @Test("tabs with no valid selection mark nothing")
  func noSelection() {
    let node = NavigationNode.tabs(
      name: "Main", [TabNode(name: "a", node: stack("A", route(0, root, "Start")))], selected: 5)
    #expect(node.treePicture == "Main (tabs)\n  - a\n    A (stack)\n      #0 root+navigation Start")
  }

  @Test("a title holding a newline or ESC stays on its route's line, escaped")
  func titlesAreEscaped() {
    let node = stack("App", route(0, root, "Ann\nerror: forged\u{1B}[2J"))
    #expect(
      node.treePicture
        == "App (stack)\n  #0 root+navigation Ann\\u{000A}error: forged\\u{001B}[2J  <- on screen")
  }
}
