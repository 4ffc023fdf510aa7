import Architecture
import ArchitectureTesting
import Foundation
import SettingsFeature
import SignInClient
import Testing

/// The settings keep the notifications switch and report profile and sign-out upward.
@MainActor
struct SettingsTests {
  @Test func newSettingsHaveNoProfileAndNotificationsOn() {
    #expect(Settings.State() == Settings.State(userName: "", email: "", notificationsEnabled: true))
  }

  @Test func togglingNotificationsTurnsThemOffAndOnAgain() async {
    let store = TestStore(initialState: Settings.State(), reducer: Settings())
    await store.send(.notificationsToggled) { $0.notificationsEnabled = false }
    await store.send(.notificationsToggled) { $0.notificationsEnabled = true }
    await store.finish()
  }

  @Test func editingTheProfileIsLeftToWhoeverShowsTheSettings() async {
    let store = TestStore(
      initialState: Settings.State(userName: "Ada", email: "ada@example.com"),
      reducer: Settings())
    await store.send(.editProfileTapped)
    await store.receive(.delegate(.editProfileRequested))
    await store.finish()
  }

  @Test func signingOutIsAskedFirstThenLeftToWhoeverShowsTheSettings() async {
    let store = TestStore(
      initialState: Settings.State(userName: "Ada", email: "ada@example.com"),
      reducer: Settings())
    await store.send(.signOutTapped) { $0.isConfirmingSignOut = true }
    await store.send(.signOutConfirmed) { $0.isConfirmingSignOut = false }
    await store.receive(.delegate(.signOutRequested))
    await store.finish()
  }

  @Test func stayingSignedInAnswersTheQuestionAndNothingIsReported() async {
    let store = TestStore(initialState: Settings.State(), reducer: Settings())
    await store.send(.signOutTapped) { $0.isConfirmingSignOut = true }
    await store.send(.signOutCancelled) { $0.isConfirmingSignOut = false }
    await store.finish()
  }

  @Test func aQuestionPendingIsSavedAndLoadsAgain() throws {
    let asking = Settings.State(userName: "Ada", isConfirmingSignOut: true)
    let data = try JSONEncoder().encode(asking)
    #expect(try JSONDecoder().decode(Settings.State.self, from: data) == asking)
  }

  @Test func aFileFromBeforeTheQuestionLoadsWithNoneAsked() throws {
    let json = #"{"userName":"Ada","email":"a@b.c","notificationsEnabled":false}"#
    let state = try JSONDecoder().decode(Settings.State.self, from: Data(json.utf8))
    #expect(state == Settings.State(userName: "Ada", email: "a@b.c", notificationsEnabled: false))
  }
}

/// A saved session is checked by the client that signs in, so a session written by hand is
/// refused as the file is read.
struct SettingsSessionTests {
  static func decode(_ session: Session) throws -> Settings.State {
    let data = try JSONEncoder().encode(Settings.State(session: session))
    return try JSONDecoder().decode(Settings.State.self, from: data)
  }

  @Test func aSessionTheClientMadeIsKept() throws {
    #expect(try Self.decode(.sample).session == .sample)
  }

  @Test func aForgedOrStaleSessionIsRefusedWithTheFix() throws {
    for token in ["k2-0000000000000000", "k1" + Session.sample.token.dropFirst(2)] {
      let error = #expect(throws: DecodingError.self) {
        try Self.decode(Session(name: "ada", token: token))
      }
      guard case .dataCorrupted(let context)? = error else {
        Issue.record("not a corrupt-data error: \(String(describing: error))")
        continue
      }
      #expect(
        context.debugDescription
          == "the session of 'ada' is not one this app signed in, or it is stale; sign in again")
    }
  }
}
