import ArchitectureTesting
import Navigation
import OnboardingCoordinator
import Presentation
import Testing

/// Links of states reached by actions, and every way a link can be refused.
@MainActor
struct OnboardingCoordinatorDeepLinkTests {
  static let address = "ada%40example.com"

  /// `state`'s link is `text`; its destination is `state`; opening it changes nothing.
  static func expectRoundTrip(
    _ state: OnboardingCoordinator.State, _ text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let link = OnboardingCoordinator.link(of: state)
    #expect(link.description == text, sourceLocation: sourceLocation)
    let destination = try OnboardingCoordinator.destination(
      for: DeepLink(parsing: text), in: state.flow)
    #expect(destination.routes == state.routes.routes.map(\.route), sourceLocation: sourceLocation)
    #expect(destination.answers == state.answers, sourceLocation: sourceLocation)
    #expect(destination.pending == state.pending, sourceLocation: sourceLocation)
    #expect(destination.isFinished == state.isFinished, sourceLocation: sourceLocation)
    let store = makeStore(state)
    await store.send(
      try OnboardingCoordinator.open(link, in: state), sourceLocation: sourceLocation)
    await store.finish(sourceLocation: sourceLocation)
  }

  @Test func theLinkOfEachStepLeadsBackToIt() async throws {
    try await Self.expectRoundTrip(reach(), "/name")
    try await Self.expectRoundTrip(
      reach { $0.onTop(.name(.nameChanged("Ada Lovelace"))) }, "/name=Ada%20Lovelace")
    try await Self.expectRoundTrip(
      reach {
        $0.answer(name: "Ada")
        $0.onTop(.email(.emailChanged("ada@")))
      }, "/name=Ada/email=ada%40")
    try await Self.expectRoundTrip(
      reach {
        $0.answer(name: "Ada")
        $0.answer(email: "ada@example.com")
        $0.answer(sharing: false)
      }, "/name=Ada/email=\(Self.address)/sharing=no/summary")
    try await Self.expectRoundTrip(
      reach {
        $0.answer(name: "Ada")
        $0.send(.backTapped)
      }, "/name=Ada")
  }

  @Test func theLinkOfTheBranchCarriesTheDetailsAndTheEnd() async throws {
    let onDetails = reach {
      $0.answer(name: "Ada")
      $0.answer(email: "ada@example.com")
      $0.answer(sharing: true)
      $0.onTop(.details(.ageChanged(36)))
    }
    let prefix = "/name=Ada/email=\(Self.address)/sharing=yes"
    try await Self.expectRoundTrip(onDetails, prefix + "/details=36-")
    let finished = reach {
      $0.answer(name: "Ada")
      $0.answer(email: "ada@example.com")
      $0.answer(sharing: true)
      $0.answer(city: "London", age: 36)
      $0.onTop(.summary(.finishTapped))
    }
    try await Self.expectRoundTrip(finished, prefix + "/details=36-London/summary=finished")
  }

  @Test func theLinkOfAConfirmationNamesTheChange() async throws {
    try await Self.expectRoundTrip(
      reach {
        $0.onTop(.name(.nameChanged("Ada")))
        $0.send(.backTapped)
      }, "/name=Ada/confirm=leave")
    try await Self.expectRoundTrip(
      reach {
        $0.answer(name: "Ada")
        $0.onTop(.email(.emailChanged("ada@")))
        $0.send(.backTapped)
      }, "/name=Ada/email=ada%40/confirm=name")
    try await Self.expectRoundTrip(
      reach {
        $0.answer(name: "Ada")
        $0.send(.restartTapped)
      }, "/name=Ada/email/confirm=restart")
  }

  @Test func theLinkOfAnotherDeclarationFollowsItsOrder() async throws {
    let state = reach(.emailFirst) {
      $0.answer(email: "ada@example.com")
      $0.answer(name: "Ada")
    }
    try await Self.expectRoundTrip(state, "/email=\(Self.address)/name=Ada/details")
  }

  @Test func openingTheCurrentLinkKeepsWhatTheScreensHold() async throws {
    // The link does not carry the problem on the screen; opening it must not lose it.
    let state = reach { $0.onTop(.name(.continueTapped)) }
    let store = makeStore(state)
    await store.send(try OnboardingCoordinator.open(DeepLink(parsing: "/name"), in: state))
    await store.finish()
  }

  @Test func theRootLinkLeadsToTheFirstStepAndACityMayHoldDashes() throws {
    let start = try OnboardingCoordinator.destination(for: DeepLink(parsing: "/"), in: .emailFirst)
    #expect(start.routes == [.root(Screens.email())])
    let link = try DeepLink(parsing: "/email=\(Self.address)/name=Ada/details=36-Stoke-on-Trent")
    let destination = try OnboardingCoordinator.destination(for: link, in: .emailFirst)
    #expect(destination.routes.last?.screen == Screens.details(city: "Stoke-on-Trent", age: 36))
  }

  @Test func openingALinkElsewhereReplacesTheStackAndTheAnswers() async throws {
    let store = makeStore()
    let link = try DeepLink(parsing: "/name=Ada/email=\(Self.address)/sharing=yes/details")
    let destination = try OnboardingCoordinator.destination(for: link, in: .standard)
    await store.send(.linkOpened(destination)) {
      try $0.routes.replace(with: destination.routes)
      $0.answers = OnboardingAnswers(name: "Ada", email: "ada@example.com", sharesMore: true)
    }
    #expect(
      store.state.routes.routes.map(\.screen) == [
        Screens.name("Ada"), Screens.email("ada@example.com"), Screens.sharing(true),
        Screens.details(),
      ])
    await store.finish()
  }
}
