import ArchitectureTesting
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
}
