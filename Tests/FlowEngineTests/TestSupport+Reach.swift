import Architecture
import FlowEngine
import Testing

/// The state a user reaches with `script`, run on a real store; any report is a failure.
@MainActor
func reach(
  _ flow: SurveyFlow = .branching, canLeave: Bool = true,
  _ script: (Store<SurveyCoordinator.State, SurveyCoordinator.Action>) -> Void = { _ in }
) -> SurveyCoordinator.State {
  let store = Store(
    initialState: SurveyCoordinator.State(flow: flow, canLeave: canLeave),
    reducer: SurveyCoordinator())
  store.onReport = { Issue.record("unexpected report: \($0)") }
  script(store)
  return store.state
}

/// What a user does, each action sent to the screen on top.
extension Store where State == SurveyCoordinator.State, Action == SurveyCoordinator.Action {
  func onTop(_ action: SurveyCoordinator.ScreenAction) {
    send(.routes(.screen(state.routes.top.id, action)))
  }

  /// Types `text` on the text step on top.
  func type(_ text: String) {
    onTop(.text(.textChanged(text)))
  }

  /// Types `text` on the text step on top and continues.
  func answer(_ text: String) {
    type(text)
    onTop(.text(.continueTapped))
  }

  /// Confirms the summary on top.
  func finishOnTop() {
    onTop(.summary(.finishTapped))
  }
}
