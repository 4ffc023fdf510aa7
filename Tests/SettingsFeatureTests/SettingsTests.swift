import Architecture
import ArchitectureTesting
import SettingsFeature
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

  @Test func signingOutIsLeftToWhoeverShowsTheSettings() async {
    let store = TestStore(
      initialState: Settings.State(userName: "Ada", email: "ada@example.com"),
      reducer: Settings())
    await store.send(.signOutTapped)
    await store.receive(.delegate(.signOutRequested))
    await store.finish()
  }
}
