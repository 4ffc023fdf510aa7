import ArchitectureTesting
import EmailStepFeature
import Testing

@MainActor
struct EmailStepTests {
  @Test func aValidAddressIsReportedTrimmed() async {
    let store = TestStore(initialState: EmailStep.State(), reducer: EmailStep())
    await store.send(.emailChanged(" ada@example.com  ")) { $0.email = " ada@example.com  " }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(email: "ada@example.com")))
    await store.finish()
  }

  @Test func anAddressOf254CharactersIsAccepted() async {
    let email = String(repeating: "a", count: 242) + "@example.com"
    let store = TestStore(initialState: EmailStep.State(email: email), reducer: EmailStep())
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(email: email)))
    await store.finish()
  }

  @Test func anEmptyAddressSetsTheProblem() async {
    await expectProblem(
      for: "  ", "the email address is empty; enter one, as in name@example.com")
  }

  @Test func anAddressOf255CharactersSetsTheProblem() async {
    let email = String(repeating: "a", count: 243) + "@example.com"
    await expectProblem(
      for: email, "the email address has 255 characters; use at most 254")
  }

  @Test func aSpaceInsideTheAddressSetsTheProblem() async {
    await expectProblem(
      for: "ada lovelace@example.com",
      "the email address has a space in it; write it without spaces, as in name@example.com")
  }

  @Test func anAddressWithoutAtSignSetsTheProblem() async {
    await expectProblem(
      for: "ada.example.com",
      "the email address has no '@'; it needs exactly one, as in name@example.com")
  }

  @Test func anAddressWithTwoAtSignsSetsTheProblem() async {
    await expectProblem(
      for: "ada@home@example.com",
      "the email address has 2 '@' signs; it needs exactly one, as in name@example.com")
  }

  @Test func nothingBeforeTheAtSignSetsTheProblem() async {
    await expectProblem(
      for: "@example.com",
      "the email address has nothing before the '@'; put your name there, "
        + "as in name@example.com")
  }

  @Test func nothingAfterTheAtSignSetsTheProblem() async {
    await expectProblem(
      for: "ada@",
      "the email address has nothing after the '@'; add a domain, as in example.com")
  }

  @Test func aDomainWithoutDotSetsTheProblem() async {
    await expectProblem(
      for: "ada@localhost",
      "'localhost' after the '@' is not a domain; use one with a dot, as in example.com")
  }

  @Test func aDomainWithAnEmptyPartSetsTheProblem() async {
    await expectProblem(
      for: "ada@example..com",
      "'example..com' after the '@' is not a domain; use one with a dot, as in example.com")
    await expectProblem(
      for: "ada@example.",
      "'example.' after the '@' is not a domain; use one with a dot, as in example.com")
  }

  @Test func changingTheAddressClearsTheProblem() async {
    let store = TestStore(
      initialState: EmailStep.State(email: "ada", problem: "the email address has no '@'"),
      reducer: EmailStep())
    await store.send(.emailChanged("ada@example.com")) {
      $0.email = "ada@example.com"
      $0.problem = nil
    }
    await store.finish()
  }

  /// Continues with `email` and expects `problem` on the step, and nothing sent upward.
  private func expectProblem(
    for email: String, _ problem: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let store = TestStore(
      initialState: EmailStep.State(email: email), reducer: EmailStep(),
      sourceLocation: sourceLocation)
    await store.send(
      .continueTapped, assert: { $0.problem = problem }, sourceLocation: sourceLocation)
    await store.finish(sourceLocation: sourceLocation)
  }
}

/// Text from a link or a state file is held to what the keyboard may type.
struct EmailStepInvisibleTextTests {
  @Test("an address holding an invisible character is refused, naming it")
  func invisibleCharacter() {
    var state = EmailStep.State(email: "ann\u{200B}@example.org")
    let effect = EmailStep().reduce(into: &state, action: .continueTapped)
    #expect(effect.isNone)
    #expect(state.problem?.contains("invisible character U+200B") == true)
  }
}
