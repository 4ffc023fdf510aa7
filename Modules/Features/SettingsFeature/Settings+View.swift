public import Architecture
public import Presentation

extension Settings: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The screen's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Settings" }

  /// The screen as a front end shows it: the profile, notifications, and commands to change them or
  /// sign out; while signing out waits for an answer, the question and its two answers.
  public static func view(of state: State) -> ScreenView<Action> {
    let notifications = state.notificationsEnabled
    var lines = [
      "name: \(state.userName.isEmpty ? "(not set)" : state.userName)",
      "email: \(state.email.isEmpty ? "(not set)" : state.email)",
      "notifications: \(notifications ? "on" : "off")",
    ]
    if let session = state.session { lines.append("signed in as \(session.name)") }
    if state.isConfirmingSignOut {
      return ScreenView(
        title: title(of: state),
        lines: lines + [
          "sign out? Every tab starts afresh, and the welcome flow asks for your details again"
        ],
        commands: [
          .plain("yes", summary: "sign out", action: .signOutConfirmed),
          .plain("no", summary: "stay signed in", action: .signOutCancelled),
        ])
    }
    return ScreenView(
      title: title(of: state),
      lines: lines,
      commands: [
        .plain(
          "notifications", summary: "turn notifications \(notifications ? "off" : "on")",
          action: .notificationsToggled),
        .plain("profile", summary: "change your name and email", action: .editProfileTapped),
        .plain("signout", summary: "sign out", action: .signOutTapped),
      ])
  }
}
