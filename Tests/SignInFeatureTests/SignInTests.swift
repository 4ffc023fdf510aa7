import Architecture
import ArchitectureTesting
import SignInClient
import SignInFeature
import Testing

/// The sign-in asks its client, keeps no password, and reports a session upward.
@MainActor
struct SignInTests {
  let clock = TestClock()

  func makeStore() -> TestStore<SignIn.State, SignIn.Action> {
    TestStore(
      initialState: SignIn.State(),
      reducer: SignIn(client: .live(clock: clock, delay: .seconds(1))), clock: clock)
  }

  @Test func theAcceptedNameAndPasswordSignInAndReportTheSession() async {
    let store = makeStore()
    let accepted = SignInClient.accepted
    await store.send(.credentialsEntered(name: accepted.name, password: accepted.password)) {
      $0.name = accepted.name
      $0.status = .checking
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.signInResponse(name: accepted.name, .sample)) { $0.status = .idle }
    await store.receive(.delegate(.signedIn(.sample)))
    await store.finish()
  }

  @Test func aWrongPasswordIsRefusedOnTheScreen() async {
    let store = makeStore()
    await store.send(.credentialsEntered(name: "ada", password: "guess")) {
      $0.name = "ada"
      $0.status = .checking
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.signInResponse(name: "ada", nil)) { $0.status = .refused }
    await store.finish()
  }

  @Test func aSecondTryReplacesTheFirst() async {
    let store = makeStore()
    await store.send(.credentialsEntered(name: "bob", password: "guess")) {
      $0.name = "bob"
      $0.status = .checking
    }
    await store.send(.credentialsEntered(name: "ada", password: "lovelace")) { $0.name = "ada" }
    await clock.advance(by: .seconds(1))
    await store.receive(.signInResponse(name: "ada", .sample)) { $0.status = .idle }
    await store.receive(.delegate(.signedIn(.sample)))
    await store.finish()
  }

  @Test func credentialsAreANameAndAPasswordPartedByASpace() {
    #expect(SignIn.credentials(in: "ada lovelace")! == ("ada", "lovelace"))
    #expect(SignIn.credentials(in: "ada") == nil)
    #expect(SignIn.credentials(in: "ada love lace") == nil)
  }
}
