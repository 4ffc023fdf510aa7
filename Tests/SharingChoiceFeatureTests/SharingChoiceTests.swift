import ArchitectureTesting
import SharingChoiceFeature
import Testing

@MainActor
struct SharingChoiceTests {
  static let missingChoice =
    "choose yes or no first: yes to tell a little more about yourself, no to skip it"

  @Test func choosingYesAndContinuingReportsSharingMore() async {
    let store = TestStore(initialState: SharingChoice.State(), reducer: SharingChoice())
    await store.send(.choiceMade(true)) { $0.choice = true }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(sharesMore: true)))
    await store.finish()
  }

  @Test func choosingNoAndContinuingReportsNotSharingMore() async {
    let store = TestStore(initialState: SharingChoice.State(), reducer: SharingChoice())
    await store.send(.choiceMade(false)) { $0.choice = false }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(sharesMore: false)))
    await store.finish()
  }

  @Test func theLastChoiceCounts() async {
    let store = TestStore(initialState: SharingChoice.State(), reducer: SharingChoice())
    await store.send(.choiceMade(true)) { $0.choice = true }
    await store.send(.choiceMade(false)) { $0.choice = false }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(sharesMore: false)))
    await store.finish()
  }

  @Test func continuingWithoutAChoiceSetsTheProblem() async {
    let store = TestStore(initialState: SharingChoice.State(), reducer: SharingChoice())
    await store.send(.continueTapped) { $0.problem = Self.missingChoice }
    await store.finish()
  }

  @Test func choosingClearsTheProblem() async {
    let store = TestStore(
      initialState: SharingChoice.State(problem: Self.missingChoice), reducer: SharingChoice())
    await store.send(.choiceMade(true)) {
      $0.choice = true
      $0.problem = nil
    }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(sharesMore: true)))
    await store.finish()
  }
}
