import LineRuntime
import Presentation
import SettingsFeature
import Testing

/// The settings' face, as any front end shows it: the profile and the switch, and three commands.
struct SettingsViewTests {
  let profile = Settings.State(userName: "Ada Lovelace", email: "ada@example.com")

  @Test func theScreenShowsTheProfileAndTheNotificationsSwitch() {
    let view = Settings.view(of: profile)
    #expect(view.title == "Settings")
    #expect(view.lines == ["name: Ada Lovelace", "email: ada@example.com", "notifications: on"])
  }

  @Test func anEmptyProfileAndNotificationsOffAreShownAsSuch() {
    let view = Settings.view(of: Settings.State(notificationsEnabled: false))
    #expect(view.lines == ["name: (not set)", "email: (not set)", "notifications: off"])
  }

  @Test func signingOutAsksWhatItLosesAndOffersOnlyTheTwoAnswers() throws {
    var asking = profile
    asking.isConfirmingSignOut = true
    let view = Settings.view(of: asking)
    #expect(
      view.lines.last
        == "sign out? Every tab starts afresh, and the welcome flow asks for your details again")
    #expect(view.commands.map(\.name) == ["yes", "no"])
    #expect(try view.command(named: "yes")?.read([]) == .signOutConfirmed)
    #expect(try view.command(named: "no")?.read([]) == .signOutCancelled)
  }

  @Test func theNotificationsCommandSaysWhichWayItToggles() throws {
    let on = try #require(Settings.view(of: profile).command(named: "notifications"))
    let off = try #require(
      Settings.view(of: Settings.State(notificationsEnabled: false)).command(named: "notifications")
    )
    #expect(on.summary == "turn notifications off")
    #expect(off.summary == "turn notifications on")
  }

  @Test func eachCommandSendsItsAction() throws {
    let view = Settings.view(of: profile)
    let pairs: [(String, Settings.Action)] = [
      ("notifications", .notificationsToggled), ("profile", .editProfileTapped),
      ("signout", .signOutTapped),
    ]
    for (name, action) in pairs {
      #expect(try view.command(named: name)?.read([]) == action)
    }
  }

  @Test func argumentsAreRefused() {
    let view = Settings.view(of: profile)
    for name in ["notifications", "profile", "signout"] {
      #expect(throws: Refusal("'\(name)' takes no arguments; type '\(name)' alone")) {
        try view.command(named: name)?.read(["now"])
      }
    }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = Settings.view(of: profile).commands.map(\.name)
    #expect(!names.isEmpty)
    #expect(Set(names).isDisjoint(with: globals))
  }
}
