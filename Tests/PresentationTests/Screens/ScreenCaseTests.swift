import Presentation
import Testing

/// A screen's declaration: the feature it runs, and the case it holds.
struct ScreenCaseTests {
  let counter = Linked.feature(of: .counter(0))
  let label = Linked.feature(of: .label(""))

  @Test("it holds its own case and no other")
  func holdsItsOwnCase() {
    #expect(counter.holds(.counter(3)))
    #expect(!counter.holds(.label("Label of 3")))
    #expect(!label.holds(.counter(3)))
  }

  @Test("it runs the feature it names, with the title the declaration gives")
  func itsScreenCaseIsTheFeatures() {
    #expect(counter.title(of: .counter(3)) == "Count 3")
    #expect(counter.title(of: .home("Home")) == nil)
    #expect(counter.view(of: .counter(3))?.lines == ["3"])
  }

  @Test("it is named after its feature, for messages")
  func namedAfterItsFeature() {
    #expect(counter.name == "CounterFeature")
    #expect(Linked.screens.map(\.name) == ["LabelFeature", "CounterFeature", "LabelFeature"])
  }
}
