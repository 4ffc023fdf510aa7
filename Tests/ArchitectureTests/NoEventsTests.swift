import Architecture
import Foundation
import Testing

/// A delegate with no events is Codable, and no trace can decode one.
struct NoEventsTests {
  enum Silent: NoEvents, Equatable, Sendable {}

  struct Carrier: Codable {
    var event: Silent?
  }

  @Test("an action that could carry the delegate round-trips while it carries none")
  func anAbsentEventRoundTrips() throws {
    let data = try JSONEncoder().encode(Carrier(event: nil))
    #expect(try JSONDecoder().decode(Carrier.self, from: data).event == nil)
  }

  @Test("an event named in a trace is refused, saying the delegate has none")
  func aNamedEventIsRefused() {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Carrier.self, from: Data(#"{"event":{"finished":{}}}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected a corrupted-data error, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains("has no events"))
  }
}
