import FlowEngine
import OnboardingCoordinator
import SettingsFeature

extension SettingsCoordinator {
  /// What makes `state` one no command could reach that its link does not show, or `nil`:
  /// the settings at the root, with a name and an email the profile steps accept (or neither
  /// yet), and a profile flow the user may leave that starts from them. The routes above the
  /// settings are the link's to check, as the declarations in `screens` read them.
  public static func refusal(restoring state: State) -> String? {
    guard case .settings(let settings) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the tab starts at the "
        + "settings"
    }
    if let problem = profileProblem(with: settings) { return problem }
    guard case .profile(let flow) = state.routes.top.screen else { return nil }
    if !flow.canLeave {
      return "the profile flow at route \(state.routes.top.id) may not be left, but the one "
        + "settings present always may; set its canLeave to true"
    }
    // A flow saved before it started from the settings' values starts from nothing; a
    // finished one set the settings itself.
    if !flow.isFinished, flow.prefilled != OnboardingAnswers(),
      flow.prefilled != profile(editing: settings).prefilled
    {
      return "the profile flow at route \(state.routes.top.id) starts from values that are not "
        + "the settings' name and email; remove its 'prefilled', or give the settings' own"
    }
    return nil
  }

  /// What makes the profile on the settings one no answers give, or `nil`: nobody yet (both
  /// empty), or a name and an email each checked by its step's rule, the one its typed
  /// command is held to (``OnboardingStep/problem(withText:)``).
  static func profileProblem(with settings: Settings.State) -> String? {
    if settings.userName.isEmpty && settings.email.isEmpty { return nil }
    let fields = [
      ("userName", OnboardingStep.name, settings.userName), ("email", .email, settings.email),
    ]
    for (key, step, value) in fields {
      if let problem = step.problem(withText: value) {
        return "the settings' \(key) is not one the profile's '\(step.id)' step accepts: "
          + "\(problem); leave both name and email empty, or give both as that step would take them"
      }
    }
    return nil
  }
}
