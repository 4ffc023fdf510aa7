import Navigation
import Testing

@Suite("Transition")
struct TransitionTests {
  @Test(
    "each transition reads as one line naming the step and the identities it touches",
    arguments: [
      (Transition<TestScreen>.dismiss(2, removing: 1), "dismiss #2"),
      (.dismiss(2, removing: 3), "dismiss #2 (3 routes)"),
      (.pop(count: 2, to: 1), "pop 2 to #1"),
      (
        .replaceRoot(
          IdentifiedRoute(id: 7, style: .root(embedsNavigation: true), screen: .home)),
        "replace root with #7"
      ),
      (.update(3, .detail(1)), "update #3"),
      (.push(IdentifiedRoute(id: 4, style: .push, screen: .home)), "push #4"),
      (
        .present(
          IdentifiedRoute(id: 5, style: .sheet(embedsNavigation: true), screen: .home)),
        "present #5 as sheet+navigation"
      ),
    ])
  func description(transition: Transition<TestScreen>, line: String) {
    #expect(transition.description == line)
  }
}
