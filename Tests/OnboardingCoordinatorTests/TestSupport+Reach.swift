import Architecture
import OnboardingCoordinator
import Testing

/// The state a user reaches with `script`, run on a real store; any report is a failure.
@MainActor
func reach(
  _ flow: OnboardingFlow = .standard, canLeave: Bool = true,
  _ script: (Store<OnboardingCoordinator.State, OnboardingCoordinator.Action>) -> Void = { _ in }
) -> OnboardingCoordinator.State {
  let store = Store(
    initialState: OnboardingCoordinator.State(flow: flow, canLeave: canLeave),
    reducer: OnboardingCoordinator())
  store.onReport = { Issue.record("unexpected report: \($0)") }
  script(store)
  return store.state
}

/// What a user does, each action sent to the screen on top.
extension Store where State == OnboardingCoordinator.State, Action == OnboardingCoordinator.Action {
  func onTop(_ action: OnboardingCoordinator.ScreenAction) {
    send(.routes(.screen(state.routes.top.id, action)))
  }

  func answer(name: String) {
    onTop(.name(.nameChanged(name)))
    onTop(.name(.continueTapped))
  }

  func answer(email: String) {
    onTop(.email(.emailChanged(email)))
    onTop(.email(.continueTapped))
  }

  func answer(sharing: Bool) {
    onTop(.sharing(.choiceMade(sharing)))
    onTop(.sharing(.continueTapped))
  }

  func answer(city: String, age: Int) {
    onTop(.details(.cityChanged(city)))
    onTop(.details(.ageChanged(age)))
    onTop(.details(.continueTapped))
  }
}
