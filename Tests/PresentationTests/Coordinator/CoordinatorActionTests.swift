import Architecture
import Foundation
import Presentation
import Testing

/// The actions of a coordinator with none of its own.
struct CoordinatorActionTests {
  typealias Action = CoordinatorAction<Int, CounterFeature.Action, String>

  @Test("the stack's action is read back; an event for the host is not one")
  func routesReadsTheStacksAction() {
    #expect(Action.routes(.close(2)).routes == .close(2))
    #expect(Action.routes(.screen(1, .incrementTapped)).routes == .screen(1, .incrementTapped))
    #expect(Action.delegate("done").routes == nil)
  }

  @Test("it is saved as its case and payload, as an enum of the coordinator's own would be")
  func codedAsItsCases() throws {
    typealias Coded = CoordinatorAction<Int, String, String>
    let data = try JSONEncoder().encode(Coded.routes(.linkOpened([.root(1)], child: nil)))
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.hasPrefix(#"{"routes":{"_0":{"linkOpened":"#))
    #expect(
      try JSONDecoder().decode(Coded.self, from: data)
        == .routes(.linkOpened([.root(1)], child: nil)))
  }

  @Test("a coordinator with no events yet round-trips its stack's actions and refuses an event")
  func noEventsRefusesADelegate() throws {
    typealias Silent = CoordinatorAction<Int, String, Never>
    let data = try JSONEncoder().encode(Silent.routes(.close(2)))
    #expect(try JSONDecoder().decode(Silent.self, from: data) == .routes(.close(2)))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Silent.self, from: Data(#"{"delegate":{"_0":{}}}"#.utf8))
    }
  }
}
