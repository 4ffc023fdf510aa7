public import Architecture
public import Presentation
import SignInClient

extension SignIn: ScreenFeature {
  /// The screen, signing in through the app's sign-in client.
  public init(_ dependencies: Dependencies) {
    self.init(client: dependencies.signIn)
  }

  /// The screen's title.
  public static func title(of state: State) -> String { "Sign in" }

  /// The name, where the sign-in stands, the app's own credentials, and the commands.
  public static func view(of state: State) -> ScreenView<Action> {
    let status =
      switch state.status {
      case .idle: "enter a name and a password to sign in"
      case .checking: "checking \(state.name)..."
      case .refused: "refused: '\(state.name)' with that password is not accepted"
      }
    let accepted = SignInClient.accepted
    return ScreenView(
      title: title(of: state),
      lines: [
        status,
        "this app accepts the name '\(accepted.name)' with the password '\(accepted.password)'",
      ],
      commands: [
        .text(
          "signin", placeholder: "name password", summary: "sign in with a name and a password",
          rule: TextRule(longest: 129) { text in
            credentials(in: text) == nil
              ? "give a name and a password, parted by a space, as in "
                + "'\(accepted.name) \(accepted.password)'" : nil
          }
        ) { text in
          let (name, password) = credentials(in: text) ?? ("", "")
          return .credentialsEntered(name: name, password: password)
        }
      ])
  }
}
