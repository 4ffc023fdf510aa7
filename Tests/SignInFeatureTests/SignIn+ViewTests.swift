import LineRuntime
import Presentation
import SignInClient
import SignInFeature
import Testing

/// The sign-in's screen tells the app's own credentials and where the sign-in stands, and its
/// one command takes a name and a password.
struct SignInViewTests {
  @Test func theScreenTellsTheAcceptedCredentials() {
    let view = SignIn.view(of: SignIn.State())
    #expect(view.title == "Sign in")
    #expect(view.lines.contains("this app accepts the name 'ada' with the password 'lovelace'"))
    #expect(
      SignIn.view(of: SignIn.State(name: "bob", status: .refused)).lines.first
        == "refused: 'bob' with that password is not accepted")
  }

  @Test func theCommandTakesANameAndAPassword() throws {
    let command = try #require(SignIn.view(of: SignIn.State()).command(named: "signin"))
    #expect(
      try command.read(["ada lovelace"]) == .credentialsEntered(name: "ada", password: "lovelace"))
    #expect(throws: Refusal.self) { try command.read(["ada"]) }
  }
}
