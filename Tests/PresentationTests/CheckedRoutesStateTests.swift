import Foundation
import Navigation
import Presentation
import Testing

@Suite("A state saved as its routes and restored only when its check passes")
struct CheckedRoutesStateTests {
  @Test("a state is saved as its routes and restored equal")
  func roundTrip() throws {
    var routes = RouteStack<Linked.Screen>(root: .home("Home"))
    routes.push(.counter(3))
    let state = Linked.State(routes: routes)
    let data = try JSONEncoder().encode(state)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object.map { Array($0.keys) } == ["routes"])
    #expect(try JSONDecoder().decode(Linked.State.self, from: data) == state)
  }

  @Test("a saved state the check refuses does not decode, and the error carries the check's words")
  func refusedWhenDecoded() throws {
    var routes = RouteStack<Linked.Screen>(root: .home("Home"))
    routes.push(.counter(3))
    routes.push(.label("Label of 9"))
    let data = try JSONEncoder().encode(Linked.State(routes: routes))
    do {
      _ = try JSONDecoder().decode(Linked.State.self, from: data)
      Issue.record("a state no command reaches was restored")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("'Label of 9'"))
      #expect(context.codingPath.map(\.stringValue) == ["routes"])
    }
  }
}
