import Presentation
import Testing

/// Every way a link can be refused, each message naming the first segment that is wrong.
struct FlowCoordinatorDeepLinkErrorTests {
  static func expectRefused(
    _ text: String, in flow: SurveyFlow = .branching, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let link = try DeepLink(parsing: text)
    #expect(throws: Refusal(message), sourceLocation: sourceLocation) {
      try SurveyCoordinator.destination(for: link, in: flow)
    }
  }

  @Test func aFlowThatMustBeFinishedTakesNoLinkToTheQuestionOfLeaving() throws {
    let link = try DeepLink(parsing: "/first=Ada/confirm=leave")
    #expect(
      throws: Refusal(
        "this survey must be finished, so it asks no question about leaving; remove "
          + "'confirm=leave', or use 'confirm=restart'")
    ) {
      try SurveyCoordinator.destination(for: link, in: .branching, canLeave: false)
    }
    let restart = try DeepLink(parsing: "/first=Ada/confirm=restart")
    #expect(
      try SurveyCoordinator.destination(for: restart, in: .branching, canLeave: false).pending
        == .restart)
  }

  @Test func aQuestionOfLeavingWhereNothingWouldBeLostIsRefused() throws {
    try Self.expectRefused(
      "/first/confirm=leave",
      "'confirm=leave' asks before losing what was entered, and nothing was; remove it")
    // A value the flow started with is not one the person entered.
    let link = try DeepLink(parsing: "/first=Ada/confirm=leave")
    #expect(throws: Refusal.self) {
      try SurveyCoordinator.destination(
        for: link, in: .branching, prefilled: SurveyAnswers(["first": .text("Ada")]))
    }
    #expect(try SurveyCoordinator.destination(for: link, in: .branching).pending == .leave)
  }

  @MainActor
  @Test func aLeaveArrivingWhereTheFlowMustBeFinishedIsReportedAndChangesNothing() async throws {
    var state = SurveyCoordinator.State(flow: .branching, canLeave: false)
    state.pending = .leave
    state.routes.presentSheet(Screens.leaving)
    let question = state.routes.top.id
    let effect = SurveyCoordinator().reduce(
      into: &state, action: .routes(.screen(question, .confirmation(.delegate(.confirmed)))))
    // The question goes, and the flow stays where it was: nothing is sent upward.
    #expect(state.routes.routes.map(\.screen) == [Screens.first()])
    #expect(!effect.isNone)
    #expect(effect.operations.allSatisfy { if case .send = $0 { false } else { true } })
  }

  @Test func aValueLongerThanTheStepHoldsIsRefused() throws {
    let longest = String(repeating: "a", count: Command<Int>.longestText)
    #expect(
      try SurveyCoordinator.destination(
        for: DeepLink(parsing: "/first=\(longest)"), in: .branching
      ).routes.count == 1)
    try Self.expectRefused(
      "/first=\(longest)a",
      "the value of 'first' in the link is 1025 bytes long; the step holds at most 1024")
  }

  @Test func aQuestionTheFlowWouldNotAskIsRefused() throws {
    try Self.expectRefused(
      "/first=Ada/second/confirm=leave",
      "'confirm=leave' comes on the first step only, where back leaves; remove the steps after "
        + "it, or ask 'confirm=restart'")
    try Self.expectRefused(
      "/first/confirm=restart",
      "'confirm=restart' asks before losing what was entered, and nothing was; remove it")
    try Self.expectRefused(
      "/first=Ada/second/confirm=first",
      "'confirm=first' asks before losing what was entered after 'first', and nothing was; "
        + "remove it")
    // The same questions where there is something to lose are asked.
    for link in [
      "/first=Ada/confirm=leave", "/first=Ada/confirm=restart", "/first=Ada/second=x/confirm=first",
    ] {
      let destination = try SurveyCoordinator.destination(
        for: DeepLink(parsing: link), in: .branching)
      #expect(destination.pending != nil, "\(link)")
    }
  }

  @Test func aStepOutOfOrderNamesTheExpectedStep() throws {
    try Self.expectRefused("/second", "the flow starts at 'first' with these answers, not 'second'")
    try Self.expectRefused(
      "/first=Ada/third", "after 'first' the flow goes to 'second' with these answers, not 'third'")
    try Self.expectRefused(
      "/first=Ada/second=less/third",
      "after 'second' the flow goes to 'summary' with these answers, not 'third'")
    try Self.expectRefused(
      "/first=Ada/second=more", in: .reordered,
      "the flow starts at 'second' with these answers, not 'first'")
  }

  @Test func anIncompleteEarlierStepNamesTheStepAndItsProblem() throws {
    let missing = "is missing before the next one"
    try Self.expectRefused(
      "/first/second", "the step 'first' \(missing): the first word is empty; type one")
    try Self.expectRefused(
      "/first=Ada/second=R2/summary",
      "the step 'second' \(missing): the second word can hold only letters")
    try Self.expectRefused(
      "/first=Ada/second=more/third/summary",
      "the step 'third' \(missing): the third word is empty; type one")
    // A link's text is checked as typed text is: invisible characters are refused too.
    try Self.expectRefused(
      "/first=A%E2%80%8Bda/second",
      "the step 'first' \(missing): the first word holds the invisible character U+200B; enter "
        + "it again")
  }

  @Test func theFirstWrongSegmentIsTheOneNamed() throws {
    try Self.expectRefused(
      "/first/nickname/summary=done",
      "the step 'first' is missing before the next one: the first word is empty; type one")
    try Self.expectRefused(
      "/first=Ada/nickname/summary=done",
      "'nickname' is not a step of this flow; the steps are first, second, third, summary")
    try Self.expectRefused(
      "/first=Ada/second=less/summary=done/third",
      "'summary' takes no value, or 'finished', not 'done'")
  }

  @Test func aSegmentThatIsNoStepOfTheFlowIsRefused() throws {
    try Self.expectRefused(
      "/nickname=Ada",
      "'nickname' is not a step of this flow; the steps are first, second, third, summary")
    let short = SurveyFlow(
      name: "short", start: .first, final: .summary, edges: [.init(.first, .summary)])
    try Self.expectRefused(
      "/first=Ada/second", in: short,
      "'second' is not a step of this flow; the steps are first, summary")
  }

  @Test func theSummaryTakesNoValueButFinished() throws {
    try Self.expectRefused(
      "/first=Ada/second=less/summary=done", "'summary' takes no value, or 'finished', not 'done'")
  }

  @Test func confirmComesLastAndNamesAKnownChange() throws {
    let last = "'confirm' can only come last, after a step, as in '/name/confirm=leave'"
    try Self.expectRefused("/first=Ada/confirm=leave/second", last)
    try Self.expectRefused("/confirm=leave", last)
    let value =
      "'confirm' is 'leave', 'restart' or an earlier step of the link, as in 'confirm=leave'"
    try Self.expectRefused("/first=Ada/second/confirm=second", value)
    try Self.expectRefused("/first=Ada/second/confirm=third", value)
    try Self.expectRefused("/first=Ada/second/confirm=yes", value)
    try Self.expectRefused("/first=Ada/second/confirm", value)
  }

  @Test func nothingComesAfterTheSummary() throws {
    let end = "/first=Ada/second=less/summary"
    let refusal = "the flow ends at 'summary'; nothing comes after it but 'confirm=...'"
    try Self.expectRefused(end + "/summary", refusal)
    try Self.expectRefused(end + "/first=Ada", refusal)
    try Self.expectRefused(end + "=finished/third", refusal)
  }
}
