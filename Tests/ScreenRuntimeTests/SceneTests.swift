import Navigation
import Presentation
import ScreenRuntime
import Testing

@Suite("Scene")
struct SceneTests {
  static func route(
    _ id: Int, _ style: RouteStyle, _ title: String, nested: NavigationNode? = nil
  )
    -> RouteNode
  {
    RouteNode(id: RouteID(id), style: style, title: title, nested: nested)
  }

  @Test("a stack's top shows where back goes: the route under it")
  func back() {
    let tree = NavigationNode(
      name: "counters",
      content: .stack([
        Self.route(0, .root(embedsNavigation: true), "Counters"), Self.route(1, .push, "Counter 3"),
      ]))
    let scene = Scene(tree)
    #expect(scene.backTitle == "Counters" && scene.presentation == nil && scene.depth == 2)
  }

  @Test("a sheet is the uppermost presentation, named with what it was presented over")
  func sheet() {
    let tree = NavigationNode(
      name: "counters",
      content: .stack([
        Self.route(0, .root(embedsNavigation: true), "Counters"),
        Self.route(1, .sheet(embedsNavigation: true), "Counter 4"),
        Self.route(2, .push, "Counter 8"),
      ]))
    let presentation = Scene(tree).presentation
    #expect(presentation?.title == "Counter 4" && presentation?.parentTitle == "Counters")
    #expect(presentation?.hasNavigation == true && presentation?.isCover == false)
  }

  @Test("a cover above the tabs hides the tab bar; a sheet above them does not")
  func tabs() {
    func app(_ style: RouteStyle) -> NavigationNode {
      let tab = NavigationNode(
        name: "counters",
        content: .stack([
          Self.route(0, .root(embedsNavigation: true), "Counters"), Self.route(1, style, "Over"),
        ]))
      return .tabs(
        name: "tabs", [TabNode(name: "Counters", node: tab), TabNode(name: "Items", node: tab)],
        selected: 0)
    }
    #expect(Scene(app(.cover(embedsNavigation: false))).tabs == nil)
    #expect(Scene(app(.sheet(embedsNavigation: false))).tabs?.names == ["Counters", "Items"])
  }

  @Test("a sheet on a sheet counts the sheets under it, so it is drawn over them as a panel")
  func sheetOnSheet() {
    let inner = NavigationNode(
      name: "flow",
      content: .stack([
        Self.route(0, .root(embedsNavigation: true), "Name"),
        Self.route(1, .sheet(embedsNavigation: false), "Confirm"),
      ]))
    let tree = NavigationNode(
      name: "settings",
      content: .stack([
        Self.route(0, .root(embedsNavigation: true), "Settings"),
        Self.route(1, .sheet(embedsNavigation: false), "Profile", nested: inner),
      ]))
    let presentation = Scene(tree).presentation
    #expect(presentation?.title == "Confirm" && presentation?.sheetsUnder == 1)
    #expect(Scene(inner).presentation?.sheetsUnder == 0)
  }
}
