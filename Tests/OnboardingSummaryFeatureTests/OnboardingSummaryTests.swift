import ArchitectureTesting
import OnboardingSummaryFeature
import Testing

@MainActor
struct OnboardingSummaryTests {
  let answers = OnboardingSummary.State(entries: [
    OnboardingSummary.Entry(label: "name", value: "Ada"),
    OnboardingSummary.Entry(label: "email", value: "ada@example.com"),
  ])

  @Test func finishingReportsTheOnboardingFinished() async {
    let store = TestStore(initialState: answers, reducer: OnboardingSummary())
    await store.send(.finishTapped)
    await store.receive(.delegate(.finished))
    await store.finish()
  }

  @Test func startingOverIsRequestedUpward() async {
    let store = TestStore(initialState: answers, reducer: OnboardingSummary())
    await store.send(.startOverTapped)
    await store.receive(.delegate(.startOverRequested))
    await store.finish()
  }

  @Test func aSummaryWithoutAnswersCanStillFinish() async {
    let store = TestStore(initialState: OnboardingSummary.State(), reducer: OnboardingSummary())
    await store.send(.finishTapped)
    await store.receive(.delegate(.finished))
    await store.finish()
  }
}
