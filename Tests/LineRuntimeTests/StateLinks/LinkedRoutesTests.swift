import Foundation
import Navigation
import Presentation
import Testing

@testable import LineRuntime

/// A stack saved as its link reads as the link it is: the root, the link's text, runs of
/// identities, the screens saved whole, and the counter.
struct LinkedRoutesTests {
  @Test func itIsWrittenAsItsLinkAndItsRunsOfIdentities() throws {
    let linked = LinkedRoutes<Linked.Screen>(
      root: IdentifiedRoute(
        id: RouteID(0), style: .root(embedsNavigation: true), screen: .home("H")),
      link: try DeepLink(parsing: "/3/label"), ids: [.init(from: 1, count: 2)],
      screens: [.init(at: 2, screen: .label("L"))], nextID: RouteID(3))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(linked), as: UTF8.self)
    #expect(
      text
        == #"{"ids":[{"count":2,"from":1}],"link":"/3/label","nextID":3,"#
        + #""root":{"id":0,"screen":{"home":{"_0":"H"}},"style":"root+navigation"},"#
        + #""screens":[{"at":2,"screen":{"label":{"_0":"L"}}}]}"#)
    let read = try JSONDecoder().decode(LinkedRoutes<Linked.Screen>.self, from: Data(text.utf8))
    #expect(read.link == linked.link)
    #expect(read.ids == linked.ids)
    #expect(read.screens.map(\.at) == [2])
  }

  @Test func aLinkOfMoreSegmentsThanAStackHoldsIsRefusedBeforeItIsRead() throws {
    let link = String(repeating: "/3", count: RouteStack<Linked.Screen>.capacity + 1)
    let text =
      #"{"root":{"id":0,"screen":{"home":{"_0":"H"}},"style":"root+navigation"},"#
      + #""link":"\#(link)","ids":[],"screens":[],"nextID":1}"#
    #expect {
      _ = try JSONDecoder().decode(LinkedRoutes<Linked.Screen>.self, from: Data(text.utf8))
    } throws: { error in
      "\(error)".contains("more than the 10000 routes a stack holds")
    }
  }
}
