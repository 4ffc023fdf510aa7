import LineRuntimeTesting
import Navigation
import Presentation
import Testing

/// The presentation a user must close first, found on the way to the screen on top.
@Suite("NavigationNode presentation on top")
struct NavigationNodePresentationOnTopTests {
  @Test("the presentation on top is the uppermost sheet or cover on the focus path")
  func presentationOnTop() {
    let sheet = route(2, .sheet(embedsNavigation: true), "Number 6")
    let cover = route(1, .cover(embedsNavigation: false), "Login")
    #expect(
      stack("App", route(0, root, "Home"), route(1, .push, "Detail")).presentationOnTop == nil)
    #expect(
      stack(
        "App", route(0, root, "Home"), route(1, .push, "Number 3"), sheet, route(3, .push, "Fact")
      )
      .presentationOnTop == sheet)
    // One inside a nested coordinator counts; one in a tab that is not selected does not.
    let nested = stack("Flow", route(0, root, "Step"), cover)
    #expect(stack("App", route(0, root, "Home", nested: nested)).presentationOnTop == cover)
    let tabs = NavigationNode.tabs(
      name: "Main",
      [
        TabNode(name: "a", node: stack("A", route(0, root, "A"), sheet)),
        TabNode(name: "b", node: stack("B", route(0, root, "B"))),
      ],
      selected: 1)
    #expect(tabs.presentationOnTop == nil)
  }
}
