import SignInClient
import Testing

/// The app's own sign-in: the accepted name and password give a session it accepts; anything
/// else gives none, and a session it did not make is refused.
struct SignInClientTests {
  @Test("the accepted name and password give a session the client accepts")
  func theAcceptedCredentialsSignIn() async throws {
    let accepted = SignInClient.accepted
    let session = try #require(
      try await SignInClient.immediate.signIn(accepted.name, accepted.password))
    #expect(session.name == accepted.name)
    #expect(SignInClient.immediate.accepts(session))
    #expect(SignInClient.live().accepts(session))
  }

  @Test("a wrong password or another name gives no session")
  func otherCredentialsDoNot() async throws {
    let accepted = SignInClient.accepted
    #expect(try await SignInClient.immediate.signIn(accepted.name, "guess") == nil)
    #expect(try await SignInClient.immediate.signIn("bob", accepted.password) == nil)
  }

  @Test("a forged, stale or borrowed token is refused")
  func forgedTokensAreRefused() async throws {
    let accepted = SignInClient.accepted
    let session = try #require(
      try await SignInClient.immediate.signIn(accepted.name, accepted.password))
    let client = SignInClient.immediate
    #expect(!client.accepts(Session(name: session.name, token: "k2-0000000000000000")))
    #expect(!client.accepts(Session(name: session.name, token: "k1" + session.token.dropFirst(2))))
    #expect(!client.accepts(Session(name: "bob", token: session.token)))
  }
}
