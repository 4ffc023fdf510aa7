import Foundation
import Navigation
import Testing

@Suite("RouteStack+Codable")
struct RouteStackCodableTests {
  /// home #0 > list #1 > [sheet settings with navigation #3], after #2 was popped.
  private func stackWithGap() throws -> TestStack {
    var stack = try makeStack(.push(.list([1])), .push(.detail(2)))
    stack.pop()
    stack.presentSheet(.settings(name: "a"), embedsNavigation: true)
    return stack
  }

  private static let stackWithGapJSON = """
    {"nextID": 4, "routes": [
      {"id": 0, "style": "root+navigation", "screen": {"home": {}}},
      {"id": 1, "style": "push", "screen": {"list": {"_0": [1]}}},
      {"id": 3, "style": "sheet+navigation", "screen": {"settings": {"name": "a"}}}
    ]}
    """

  @Test("a round trip keeps identities, gaps and the identity counter")
  func roundTrip() throws {
    let stack = try stackWithGap()
    let decoded = try JSONDecoder().decode(TestStack.self, from: JSONEncoder().encode(stack))
    #expect(decoded == stack)
    #expect(rawIDs(decoded) == [0, 1, 3])
    #expect(decoded.nextID == 4)
    expectConsistent(decoded)
  }

  @Test("a decoded stack goes on counting where the encoded one stopped")
  func decodedStackCountsOn() throws {
    var decoded = try JSONDecoder().decode(TestStack.self, from: Data(Self.stackWithGapJSON.utf8))
    #expect(decoded == (try stackWithGap()))
    #expect(decoded.push(.detail(5)) == 4)
  }

  @Test("the encoded form is readable: identities as numbers, styles by name")
  func encodedForm() throws {
    let data = try JSONEncoder().encode(try stackWithGap())
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let routes = try #require(object["routes"] as? [[String: Any]])
    #expect(object["nextID"] as? Int == 4)
    #expect(routes.map { $0["id"] as? Int } == [0, 1, 3])
    #expect(
      routes.map { $0["style"] as? String } == ["root+navigation", "push", "sheet+navigation"])
  }

  @Test(
    "corrupt data is refused with a DecodingError that says what is wrong",
    arguments: [
      ("ids not increasing", #"[\#(root(0)), \#(push(2)), \#(push(1))]"#, 3, "must increase"),
      ("first not root", #"[\#(push(0))]"#, 1, "starts with its root"),
      ("second root", #"[\#(root(0)), \#(root(1))]"#, 2, "only the first"),
      (
        "push without navigation",
        #"[\#(root(0)), {"id": 1, "style": "sheet", "screen": {"home": {}}}, \#(push(2))]"#, 3,
        "no navigation"
      ),
      ("id not below nextID", #"[\#(root(0)), \#(push(1))]"#, 1, "not in 0..<1"),
      ("no routes", "[]", 0, "no routes"),
      // A counter at Int.max used to be accepted, and the next push then crashed.
      ("counter with no room", "[\(root(0))]", Int.max, "could overflow"),
      (
        "unknown style", #"[\#(root(0)), {"id": 1, "style": "popover", "screen": {"home": {}}}]"#,
        2, "'popover' is not a route style"
      ),
    ] as [(String, String, Int, String)])
  func corruptData(problem: String, routes: String, nextID: Int, phrase: String) {
    let json = #"{"nextID": \#(nextID), "routes": \#(routes)}"#
    let error = #expect(throws: DecodingError.self, "\(problem)") {
      try JSONDecoder().decode(TestStack.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("\(problem): expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains(phrase), "\(problem): \(context.debugDescription)")
    #expect(context.codingPath.first?.stringValue == "routes", "\(problem)")
  }

  @Test("a counter near the limit is renumbered, so that the stack goes on and saves again")
  func counterNearTheLimit() throws {
    let limit = 1 << 53
    let json = #"""
      {"nextID": \#(limit), "routes": [{"id": \#(limit - 1), "style": "root+navigation",
        "screen": {"home": {}}}]}
      """#
    var stack = try JSONDecoder().decode(TestStack.self, from: Data(json.utf8))
    #expect(stack.routes.map(\.id) == [0])
    #expect(stack.nextID == 1)
    stack.presentSheet(.home)
    let saved = try JSONEncoder().encode(stack)
    #expect(try JSONDecoder().decode(TestStack.self, from: saved) == stack)
    // A counter the app leaves alone is kept as it was.
    let far = #"{"nextID": \#(limit - (1 << 32)), "routes": [\#(root(7))]}"#
    let kept = try JSONDecoder().decode(TestStack.self, from: Data(far.utf8))
    #expect(kept.nextID == RouteID(limit - (1 << 32)))
    #expect(kept.routes.map(\.id) == [7])
  }

  @Test("an unknown style's message lists the names that would be valid")
  func unknownStyleListsNames() throws {
    let json = #"{"nextID": 1, "routes": [{"id": 0, "style": "Root", "screen": {"home": {}}}]}"#
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TestStack.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    for name in [
      "root+navigation", "root", "push", "sheet", "sheet+navigation", "cover+navigation",
    ] {
      #expect(context.debugDescription.contains(name))
    }
  }
}

/// The JSON of a root route with navigation and this identity.
private func root(_ id: Int) -> String {
  #"{"id": \#(id), "style": "root+navigation", "screen": {"home": {}}}"#
}

/// The JSON of a pushed route with this identity.
private func push(_ id: Int) -> String {
  #"{"id": \#(id), "style": "push", "screen": {"detail": {"_0": \#(id)}}}"#
}
