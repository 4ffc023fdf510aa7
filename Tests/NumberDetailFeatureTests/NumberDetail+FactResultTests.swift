import Foundation
import NumberDetailFeature
import Testing

struct NumberDetailFactResultTests {
  static func json(_ action: NumberDetail.Action) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(action), as: UTF8.self)
  }

  @Test func aFactIsWrittenAsDataUnderTheCaseNames() throws {
    let action = NumberDetail.Action.factResponse(number: 3, .success("3 is odd and prime."))
    let json = try Self.json(action)
    #expect(json == #"{"factResponse":{"_1":{"success":{"_0":"3 is odd and prime."}},"number":3}}"#)
    #expect(try JSONDecoder().decode(NumberDetail.Action.self, from: Data(json.utf8)) == action)
  }

  @Test func aFailureKeepsItsMessage() throws {
    let action = NumberDetail.Action.factResponse(
      number: 2, .failure(NumberDetail.FactError(message: "offline")))
    let json = try Self.json(action)
    #expect(json == #"{"factResponse":{"_1":{"failure":{"_0":{"message":"offline"}}},"number":2}}"#)
    #expect(try JSONDecoder().decode(NumberDetail.Action.self, from: Data(json.utf8)) == action)
  }
}
