import Architecture
import CasePaths
import OnboardingCoordinator
import SettingsFeature

extension SettingsCoordinator {
  static let routesCase = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }
  static let settingsCase = CasePath<Screen, Settings.State>(Screen.settings) {
    if case .settings(let state) = $0 { state } else { nil }
  }
  static let profileCase = CasePath<Screen, OnboardingCoordinator.State>(Screen.profile) {
    if case .profile(let state) = $0 { state } else { nil }
  }
  static let settingsActionCase = CasePath<ScreenAction, Settings.Action>(ScreenAction.settings) {
    if case .settings(let action) = $0 { action } else { nil }
  }
  static let profileActionCase = CasePath<ScreenAction, OnboardingCoordinator.Action>(
    ScreenAction.profile
  ) {
    if case .profile(let action) = $0 { action } else { nil }
  }
}
