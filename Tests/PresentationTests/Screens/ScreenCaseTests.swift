import Presentation
import Testing

/// A screen's declaration: the feature it runs, and the case it holds.
struct ScreenCaseTests {
  @Test("it holds its own case and no other")
  func holdsItsOwnCase() {
    #expect(Linked.counter.holds(.counter(3)))
    #expect(!Linked.counter.holds(.label("Label of 3")))
    #expect(!Linked.label.holds(.counter(3)))
  }

  @Test("it runs the feature it names, with the title the declaration gives")
  func itsScreenCaseIsTheFeatures() {
    #expect(Linked.counter.title(of: .counter(3)) == "Count 3")
    #expect(Linked.counter.title(of: .home("Home")) == nil)
    #expect(Linked.counter.view(of: .counter(3))?.lines == ["3"])
  }
}
