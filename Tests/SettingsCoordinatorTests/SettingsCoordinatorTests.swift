import ArchitectureTesting
import LineRuntime
import Navigation
import OnboardingCoordinator
import SettingsCoordinator
import SettingsFeature
import Testing

/// The tab's decisions: the profile flow presented, finished or left, and sign-out handed up.
@MainActor
struct SettingsCoordinatorTests {
  static let email = "ada@example.com"

  @Test func profilePresentsTheOnboardingFlowAsASheetThatMayBeLeft() async {
    let store = makeStore()
    await store.send(.settings(.editProfileTapped))
    await store.receive(.settings(.delegate(.editProfileRequested))) {
      $0.routes.presentSheet(.profile(OnboardingCoordinator.State(canLeave: true)))
    }
    #expect(store.state.routes.top.style == .sheet(embedsNavigation: false))
    await store.finish()
  }

  @Test func theProfileStartsFromTheNameAndEmailTheSettingsShow() async throws {
    // A profile given before, as the flow's own samples give it.
    let given = OnboardingCoordinator.State.sampled().answers
    let name = try #require(given.text(of: .name))
    let email = try #require(given.text(of: .email))
    var signedIn = SettingsCoordinator.State.signedIn
    signedIn.modifySettings {
      $0.userName = name
      $0.email = email
    }
    let store = makeStore(signedIn)
    store.exhaustivity = .off
    await store.send(.settings(.editProfileTapped))
    await store.skipReceivedActions()
    guard case .profile(let flow) = store.state.routes.top.screen else {
      Issue.record("the top route is not the profile: \(store.state.routes.top)")
      return
    }
    #expect(flow.prefilled[.name] == .text(name))
    #expect(flow.prefilled[.email] == .text(email))
    #expect(
      flow.routes.top.screen == .step(id: "name", OnboardingStep.name.makeScreen(.text(name))))
    // Unchanged, it is left without a question, as an edit that changed nothing.
    #expect(OnboardingCoordinator.backDecision(in: flow) == .leave)
  }

  @Test func finishingTheFlowUpdatesNameAndEmailAndDismissesIt() async throws {
    let flow = OnboardingCoordinator.State.sampled()
    let summary = flow.routes.top.id
    let store = makeStore(.showingProfile(flow))
    await store.send(.step(1, summary, .step(.summary(.finishTapped))))
    await store.receive(.step(1, summary, .step(.summary(.delegate(.finished))))) {
      try $0.modifyFlow(at: 1) { $0.isFinished = true }
    }
    let answers = flow.answers
    let name = try #require(answers.text(of: .name))
    let email = try #require(answers.text(of: .email))
    await store.receive(.flow(1, .delegate(.finished(answers))))
    await store.receive(.profileUpdated(name: name, email: email)) {
      $0.modifySettings {
        $0.userName = name
        $0.email = email
      }
    }
    await store.receive(.routes(.close(1))) { $0.routes.dismiss() }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func leavingTheUntouchedFlowDismissesItAtOnce() async throws {
    let store = makeStore(.showingProfile())
    let back = try SettingsCoordinator.back(in: store.state)
    #expect(back == .flow(1, .backTapped))
    // Nothing was entered, so nothing would be lost: the flow leaves without asking.
    await store.send(back)
    await store.receive(.flow(1, .delegate(.left)))
    await store.receive(.routes(.close(1))) { $0.routes.dismiss() }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func leavingTheFlowWithSomethingTypedAsksThenDismissesIt() async throws {
    var typed = OnboardingCoordinator.State(canLeave: true)
    _ = OnboardingCoordinator().reduce(
      into: &typed, action: .routes(.screen(typed.routes.top.id, .step(.text(.textChanged("Ada")))))
    )
    let store = makeStore(.showingProfile(typed))
    let back = try SettingsCoordinator.back(in: store.state)
    // What the flow does about its own back is its business; it asks before losing the name.
    var asking = typed
    _ = OnboardingCoordinator().reduce(into: &asking, action: .backTapped)
    #expect(asking.pending == .leave)
    await store.send(back) { try $0.modifyFlow(at: 1) { $0 = asking } }
    let confirmation = asking.routes.top.id
    let yes = try #require(SettingsCoordinator.screen(of: store.state).command(named: "y"))
    await store.send(try yes.read([]))
    var left = asking
    _ = OnboardingCoordinator().reduce(
      into: &left, action: .routes(.screen(confirmation, .confirmation(.delegate(.confirmed)))))
    await store.receive(.step(1, confirmation, .confirmation(.delegate(.confirmed)))) {
      try $0.modifyFlow(at: 1) { $0 = left }
    }
    await store.receive(.flow(1, .delegate(.left)))
    await store.receive(.routes(.close(1))) { $0.routes.dismiss() }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func anActionForAFlowThatLeftIsReported() async {
    let store = makeStore()
    await store.send(.flow(1, .backTapped))
    store.receiveReport(containing: "which has left the stack")
    await store.finish()
  }

  @Test func signOutIsHandedUpToWhoeverShowsTheTab() async {
    let store = makeStore()
    await store.send(.settings(.signOutTapped)) {
      $0.modifySettings { $0.isConfirmingSignOut = true }
    }
    await store.send(.settings(.signOutConfirmed)) {
      $0.modifySettings { $0.isConfirmingSignOut = false }
    }
    await store.receive(.settings(.delegate(.signOutRequested)))
    await store.receive(.delegate(.signOutRequested))
    await store.finish()
  }

  @Test func aProfileSetElsewhereIsShownOnTheSettings() async {
    let store = makeStore()
    await store.send(.profileUpdated(name: "Ada", email: Self.email)) {
      $0.modifySettings {
        $0.userName = "Ada"
        $0.email = Self.email
      }
    }
    await store.finish()
  }

  @Test func aProfileSetWhileTheFlowIsShownUpdatesTheSettingsBelowIt() async {
    let store = makeStore(.showingProfile())
    await store.send(.profileUpdated(name: "Grace", email: "grace@example.com")) {
      $0.modifySettings {
        $0.userName = "Grace"
        $0.email = "grace@example.com"
      }
      // The flow open over them starts from them now, so a save of it loads.
      var known = OnboardingAnswers()
      known[.name] = .text("Grace")
      known[.email] = .text("grace@example.com")
      try $0.modifyFlow(at: 1) { $0.prefilled = known }
    }
    #expect(store.state.routes.count == 2)
    await store.finish()
  }

  @Test func notificationsAreTheSettingsOwnBusiness() async {
    let store = makeStore()
    await store.send(.settings(.notificationsToggled)) {
      $0.modifySettings { $0.notificationsEnabled = false }
    }
    await store.finish()
  }
}
