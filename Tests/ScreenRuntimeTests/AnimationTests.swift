import Navigation
import Presentation
import ScreenRuntime
import Testing

@Suite("Animation")
struct TransitionTests {
  static func scene(_ routes: [RouteStyle]) -> Scene {
    let nodes = routes.enumerated().map { index, style in
      RouteNode(id: RouteID(index), style: style, title: "Screen \(index)")
    }
    return Scene(NavigationNode(name: "stack", content: .stack(StackNode(nodes))))
  }

  static let root = RouteStyle.root(embedsNavigation: true)

  @Test("a push on the same layer slides in, and a pop slides back")
  func pushAndPop() {
    let one = Self.scene([Self.root])
    let two = Self.scene([Self.root, .push])
    #expect(Animation(from: one, to: two, under: [:]) == .push)
    #expect(Animation(from: two, to: one, under: [:]) == .pop)
    #expect(Animation(from: one, to: one, under: [:]) == nil)
  }

  @Test("a presentation over what was shown rises, and its dismissal drops")
  func presentAndDismiss() {
    let base = Self.scene([Self.root])
    let sheet = Self.scene([Self.root, .sheet(embedsNavigation: false)])
    let key = sheet.presentation?.key ?? ""
    #expect(Animation(from: base, to: sheet, under: [key: ""]) == .rise)
    #expect(Animation(from: sheet, to: base, under: [key: ""]) == .drop)
    #expect(Animation(from: base, to: sheet, under: [:]) == nil)
  }

  @Test("the frames between two are a mix of both, the new one further in at each step")
  func frames() {
    var old = Frame(width: 4, height: 1)
    old.write("aaaa", row: 0, column: 0)
    var new = Frame(width: 4, height: 1)
    new.write("bbbb", row: 0, column: 0)
    let steps = Animation.push.frames(from: old, to: new, steps: 4).map { $0.text(ofRow: 0) }
    #expect(steps == ["aaab", "aabb", "abbb"])
    #expect(Animation.push.frames(from: old, to: Frame(width: 3, height: 1)).isEmpty)
  }

  @Test("the rows kept still are the new frame's throughout, while the rest moves")
  func stillRows() {
    var old = Frame(width: 4, height: 2)
    old.write("aaaa", row: 0, column: 0)
    old.write("xxxx", row: 1, column: 0)
    var new = Frame(width: 4, height: 2)
    new.write("bbbb", row: 0, column: 0)
    new.write("yyyy", row: 1, column: 0)
    let steps = Animation.push.frames(from: old, to: new, steps: 4, still: 1)
    #expect(steps.map { $0.text(ofRow: 0) } == ["aaab", "aabb", "abbb"])
    #expect(steps.allSatisfy { $0.text(ofRow: 1) == "yyyy" })
  }

  @Test("a cover rises over tabs it hides, and drops back to them")
  func coverOverTabs() {
    let stack = NavigationNode(
      name: "stack",
      content: .stack(StackNode([RouteNode(id: RouteID(0), style: Self.root, title: "A")])))
    let tabs = Scene(
      .tabs(
        name: "tabs", [TabNode(name: "a", node: stack), TabNode(name: "b", node: stack)],
        selected: 0))
    let cover = Scene(
      NavigationNode(
        name: "app",
        content: .stack(
          StackNode([
            RouteNode(
              id: RouteID(0), style: Self.root, title: "Tabs",
              nested: .tabs(name: "tabs", [TabNode(name: "a", node: stack)], selected: 0)),
            RouteNode(id: RouteID(1), style: .cover(embedsNavigation: false), title: "Welcome"),
          ]))))
    let key = cover.presentation?.key ?? ""
    #expect(cover.tabs == nil)
    #expect(Animation(from: tabs, to: cover, under: [key: ""]) == .rise)
    #expect(Animation(from: cover, to: tabs, under: [key: ""]) == .drop)
  }
}
