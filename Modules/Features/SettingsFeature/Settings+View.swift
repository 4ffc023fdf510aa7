public import Presentation

extension Settings {
  /// The screen's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Settings" }

  /// The screen as a front end shows it: the profile, notifications, and commands to change them or
  /// sign out.
  public static func view(of state: State) -> ScreenView<Action> {
    let notifications = state.notificationsEnabled
    return ScreenView(
      title: title(of: state),
      lines: [
        "name: \(state.userName.isEmpty ? "(not set)" : state.userName)",
        "email: \(state.email.isEmpty ? "(not set)" : state.email)",
        "notifications: \(notifications ? "on" : "off")",
      ],
      commands: [
        .plain(
          "notifications", summary: "turn notifications \(notifications ? "off" : "on")",
          action: .notificationsToggled),
        .plain("profile", summary: "change your name and email", action: .editProfileTapped),
        .plain("signout", summary: "sign out", action: .signOutTapped),
      ])
  }
}
