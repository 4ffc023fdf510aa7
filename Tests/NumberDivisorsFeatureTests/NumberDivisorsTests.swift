import ArchitectureTesting
import Foundation
import NumberDivisorsFeature
import Testing

@MainActor
struct NumberDivisorsTests {
  @Test func choosingADivisorAsksToShowIt() async {
    let store = TestStore(initialState: NumberDivisors.State(number: 12), reducer: NumberDivisors())
    await store.send(.divisorTapped(4))
    await store.receive(.delegate(.divisorSelected(4)))
    await store.finish()
  }

  @Test func aNumberThatIsNoDivisorIsReportedAndChangesNothing() async {
    var state = NumberDivisors.State(number: 12)
    let effect = NumberDivisors().reduce(into: &state, action: .divisorTapped(5))
    #expect(state == NumberDivisors.State(number: 12))
    #expect(!effect.isNone)
    #expect(effect.operations.allSatisfy { if case .send = $0 { false } else { true } })
  }

  @Test func doneSaysTheUserIsFinished() async {
    let store = TestStore(initialState: NumberDivisors.State(number: 7), reducer: NumberDivisors())
    await store.send(.doneTapped)
    await store.receive(.delegate(.finished))
    await store.finish()
  }

  @Test func aSavedScreenOutsideTheRangeIsRefusedAndOneInsideLoads() throws {
    let decoder = JSONDecoder()
    let inside = try decoder.decode(
      NumberDivisors.State.self, from: Data(#"{"number":1000000000}"#.utf8))
    #expect(inside == NumberDivisors.State(number: 1_000_000_000))
    #expect(throws: DecodingError.self) {
      try decoder.decode(NumberDivisors.State.self, from: Data(#"{"number":1000000001}"#.utf8))
    }
  }
}
