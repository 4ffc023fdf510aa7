import Presentation
import Testing

/// A linked screen's declaration: the screen case it makes, and the case it holds.
struct LinkedScreenCaseTests {
  @Test("it holds its own case and no other")
  func holdsItsOwnCase() {
    #expect(Linked.counter.holds(.counter(3)))
    #expect(!Linked.counter.holds(.label("Label of 3")))
    #expect(!Linked.label.holds(.counter(3)))
  }

  @Test("its screen case runs the feature it names, with the title the declaration gives")
  func itsScreenCaseIsTheFeatures() {
    #expect(Linked.counter.screenCase.title(of: .counter(3)) == "Count 3")
    #expect(Linked.counter.screenCase.title(of: .home("Home")) == nil)
    #expect(Linked.counter.screenCase.view(of: .counter(3))?.lines == ["3"])
  }
}
