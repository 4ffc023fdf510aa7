import Foundation
import Navigation
import Presentation
import Testing

@Suite("A state saved as its routes and restored only when its coordinator accepts it")
struct CoordinatorStateTests {
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

  @Test("a state no link reaches does not decode, though the coordinator wrote no check of it")
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

  @Test("the coordinator's own rule refuses what the links accept, in its words")
  func refusedByTheCoordinatorsRule() throws {
    let data = try JSONEncoder().encode(Linked.State(routes: RouteStack(root: .counter(1))))
    do {
      _ = try JSONDecoder().decode(Linked.State.self, from: data)
      Issue.record("a state the coordinator refuses was restored")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == "the root is not home")
    }
  }
}
