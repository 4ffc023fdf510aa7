import Foundation
import NumberDetailFeature
import NumberFactClient
import Testing

/// A restored fact is one the app's fact client could have told about the number.
struct NumberDetailFactsTests {
  func decode(_ state: NumberDetail.State) throws -> NumberDetail.State {
    try JSONDecoder().decode(NumberDetail.State.self, from: JSONEncoder().encode(state))
  }

  func refusal(_ state: NumberDetail.State) -> String? {
    do {
      _ = try decode(state)
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test("the fact the client tells about the number loads; one that was loading is asked again")
  func theClientsFactLoads() throws {
    let told = NumberDetail.State(number: 6, fact: .loaded(NumberFacts.describe(6)))
    #expect(try decode(told) == told)
    #expect(try decode(NumberDetail.State(number: 6, fact: .loading)).fact == .notRequested)
  }

  @Test("a fact the client never tells is refused, naming the one it tells")
  func anotherFactIsRefused() {
    #expect(
      refusal(NumberDetail.State(number: 6, fact: .loaded("6 is odd.\nerror: forged")))
        == "the fact about 6 is not the one the app tells ('6 is even, 2 × 3 and a perfect "
        + "number.'); put that one, or \"notRequested\": {}")
    #expect(
      refusal(NumberDetail.State(number: 7, fact: .loaded(NumberFacts.describe(6))))?.hasPrefix(
        "the fact about 7 is not the one the app tells") == true)
  }

  @Test("a failed fact is refused: the app's client never fails")
  func aFailureIsRefused() {
    #expect(
      refusal(NumberDetail.State(number: 6, fact: .failed("offline")))
        == "the fact about 6 failed, but the app's fact client never fails; put "
        + "\"notRequested\": {}")
  }
}
