import Navigation
import Testing

@Suite("RouteStyle")
struct RouteStyleTests {
  @Test(
    "which styles start a layer, are presentations, and embed navigation",
    arguments: [
      (RouteStyle.root(embedsNavigation: true), true, false, true),
      (.root(embedsNavigation: false), true, false, false),
      (.push, false, false, false),
      (.sheet(embedsNavigation: true), true, true, true),
      (.sheet(embedsNavigation: false), true, true, false),
      (.cover(embedsNavigation: true), true, true, true),
      (.cover(embedsNavigation: false), true, true, false),
    ])
  func properties(style: RouteStyle, startsLayer: Bool, isPresentation: Bool, embeds: Bool) {
    #expect(style.startsLayer == startsLayer)
    #expect(style.isPresentation == isPresentation)
    #expect(style.embedsNavigation == embeds)
  }
}
