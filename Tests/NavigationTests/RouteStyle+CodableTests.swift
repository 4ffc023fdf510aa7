import Foundation
import Navigation
import Testing

@Suite("RouteStyle+Codable")
struct RouteStyleCodableTests {
  private static let named: [(RouteStyle, String)] = [
    (.root(embedsNavigation: true), "root+navigation"),
    (.root(embedsNavigation: false), "root"),
    (.push, "push"),
    (.sheet(embedsNavigation: false), "sheet"),
    (.sheet(embedsNavigation: true), "sheet+navigation"),
    (.cover(embedsNavigation: false), "cover"),
    (.cover(embedsNavigation: true), "cover+navigation"),
  ]

  @Test("each style has a compact name, which names it back", arguments: named)
  func names(style: RouteStyle, name: String) {
    #expect(style.description == name)
    #expect(RouteStyle(name: name) == style)
  }

  @Test("names that are not styles give nil", arguments: ["", "Push", "sheet+nav", "popover"])
  func unknownNames(name: String) {
    #expect(RouteStyle(name: name) == nil)
  }

  @Test("a style is coded as its name", arguments: named)
  func coding(style: RouteStyle, name: String) throws {
    let data = try JSONEncoder().encode([style])
    #expect(String(decoding: data, as: UTF8.self) == #"["\#(name)"]"#)
    #expect(try JSONDecoder().decode([RouteStyle].self, from: data) == [style])
  }

  @Test("decoding an unknown name fails, naming it and the valid names")
  func decodingUnknownName() {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([RouteStyle].self, from: Data(#"["modal"]"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains("'modal' is not a route style"))
    #expect(context.debugDescription.contains("cover+navigation"))
  }
}
