import AppCoordinator
import ArchitectureTesting
import ItemsCoordinator
import Navigation
import NumberFactClient
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import Testing

/// The app's decisions: the onboarding cover, sign-out, the tabs, and links opened in one go.
@MainActor
struct AppCoordinatorTests {
  let clock = TestClock()

  @Test func firstLaunchShowsTheOnboardingCoverThatCannotBeLeft() {
    let state = AppCoordinator.State()
    #expect(
      state.routes.routes.map(\.style) == [
        .root(embedsNavigation: true), .cover(embedsNavigation: false),
      ])
    #expect(state.flow == OnboardingCoordinator.State(canLeave: false))
    #expect(state.flow?.canLeave == false)
    #expect(AppCoordinator.State(firstLaunch: false).routes.count == 1)
  }

  @Test func finishingOnboardingDismissesTheCoverAndFillsTheSettings() async throws {
    let state = try await reach(welcomeLink(), from: .init())
    let summary = try #require(state.flow).routes.top.id
    let store = makeStore(state)
    await store.send(.cover(.routes(.screen(summary, .step(.summary(.finishTapped))))))
    await store.receive(.cover(.routes(.screen(summary, .step(.summary(.delegate(.finished))))))) {
      $0.flow?.isFinished = true
    }
    let answers = OnboardingCoordinator.State.sampled().answers
    let name = try #require(answers.text(of: .name))
    let email = try #require(answers.text(of: .email))
    await store.receive(.cover(.delegate(.finished(answers))))
    await store.receive(.routes(.close(1))) { $0.routes.dismiss() }
    await store.receive(.tab(.settings, .settings(.profileUpdated(name: name, email: email)))) {
      $0.modifySettingsScreen { settings in
        settings.userName = name
        settings.email = email
      }
    }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func signingOutReplacesTheRootAndStopsTheWorkOfTheOldTabs() async throws {
    let store = makeStore(try await reach("/numbers/3"), clock: clock)
    await store.send(.numbers(1, .detail(.factTapped))) {
      $0.modifyTab(TabScreen.numbers) { numbers in
        numbers.routes.modifyScreen(id: 1) {
          modify(&$0, as: NumbersCoordinator.Screen.detail) { $0.fact = .loading }
        }
      }
    }
    #expect(store.runningEffectCount == 1)
    await store.send(.select(.settings)) { $0.tabs?.select(.settings) }
    // The settings ask first; the answer signs out.
    await store.send(.settings(.settings(.signOutTapped))) {
      $0.modifySettingsScreen { $0.isConfirmingSignOut = true }
    }
    await store.send(.settings(.settings(.signOutConfirmed))) {
      $0.modifySettingsScreen { $0.isConfirmingSignOut = false }
    }
    await store.receive(.settings(.settings(.delegate(.signOutRequested))))
    await store.receive(.tab(.settings, .settings(.delegate(.signOutRequested)))) {
      try $0.routes.replace(
        with: [
          .root(.tabs(AppCoordinator.initialTabs)),
          .cover(.onboarding(OnboardingCoordinator.State(canLeave: false))),
        ], keepingIdentityWhile: { _, _ in false })
    }
    #expect(store.state.routes.routes.map(\.id) == [1, 2])
    #expect(store.state.flow == OnboardingCoordinator.State(canLeave: false))
    #expect(store.runningEffectCount == 0)
    // The fact's time passes; nothing of the old tabs may come back.
    await clock.advance(by: .seconds(5))
    // An action for the old root is refused, not applied to the new tabs.
    await store.send(.select(.items))
    store.receiveReport(containing: "which has left the stack")
    await store.finish()
  }

  @Test func aTabKeepsItsStackAcrossTabSwitches() async throws {
    let store = makeStore()
    await store.send(.numbers(0, .list(.numberTapped(3))))
    let pushed = try NumbersCoordinator.routes(
      for: DeepLink(parsing: "/3"), root: NumbersCoordinator.State().routes.root.screen)[1]
    await store.receive(.numbers(0, .list(.delegate(.numberSelected(3))))) {
      try $0.modifyTab(TabScreen.numbers) { try $0.routes.append(pushed) }
    }
    await store.send(.select(.items)) { $0.tabs?.select(.items) }
    #expect(AppCoordinator.link(of: store.state).description == "/items")
    await store.send(.select(.numbers)) { $0.tabs?.select(.numbers) }
    #expect(AppCoordinator.link(of: store.state).description == "/numbers/3")
    await store.finish()
  }

  @Test func aLinkSelectsTheTabAndOpensTheRestInOneSend() async throws {
    let store = makeStore()
    let action = try AppCoordinator.open(
      DeepLink(parsing: "/items/75/numbers/150"), in: store.state)
    guard case .linkOpened(.tab(.items, .items(let items))) = action,
      case .routes(.linkOpened(let routes, let child)) = items
    else {
      Issue.record("the link did not lead to the items tab: \(action)")
      return
    }
    let childRoutes = try NumbersCoordinator.routes(
      for: DeepLink(parsing: "/150"), root: ItemsCoordinator.numbers(for: 75).routes.root.screen)
    #expect(child == .numbers(.routes(.linkOpened(childRoutes, child: nil))))
    await store.send(action)
    // Everything below arrived during that one send: nothing may be waited for.
    store.timeout = .zero
    await store.receive(.select(.items)) { $0.tabs?.select(.items) }
    await store.receive(.tab(.items, .items(items))) {
      $0.modifyTab(TabScreen.items) { items in
        items.routes.modifyScreen(id: 0) { $0 = routes[0].screen }
        items.routes.push(routes[1].screen)
        items.routes.push(routes[2].screen)
      }
    }
    let childAction = ItemsCoordinator.Action.routes(
      .screen(2, .numbers(.routes(.linkOpened(childRoutes, child: nil)))))
    await store.receive(.tab(.items, .items(childAction))) {
      try $0.modifyTab(TabScreen.items) { items in
        try items.routes.modifyScreen(id: 2) {
          try modify(&$0, as: ItemsCoordinator.Screen.numbers) {
            try $0.routes.append(childRoutes[1])
          }
        }
      }
    }
    #expect(store.runningEffectCount == 0)
    #expect(AppCoordinator.link(of: store.state).description == "/items/75/numbers/150")
    await store.finish()
  }
}
