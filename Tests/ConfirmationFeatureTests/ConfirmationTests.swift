import ArchitectureTesting
import ConfirmationFeature
import Testing

@MainActor
struct ConfirmationTests {
  let leaving = ConfirmationFeature.Confirmation.State(
    question: "Leave the onboarding? What you entered will be lost.", confirmTitle: "leave")

  @Test func confirmingIsReportedUpward() async {
    let store = TestStore(initialState: leaving, reducer: ConfirmationFeature.Confirmation())
    await store.send(.confirmTapped)
    await store.receive(.delegate(.confirmed))
    await store.finish()
  }

  @Test func cancellingIsReportedUpward() async {
    let store = TestStore(initialState: leaving, reducer: ConfirmationFeature.Confirmation())
    await store.send(.cancelTapped)
    await store.receive(.delegate(.cancelled))
    await store.finish()
  }
}
