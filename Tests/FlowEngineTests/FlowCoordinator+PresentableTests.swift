import FlowEngine
import LineRuntime
import Navigation
import Presentation
import Testing

/// The flow in the terminal: the commands of each place, and what a user's back may do.
@MainActor
struct FlowCoordinatorPresentableTests {
  static func commands(_ state: SurveyCoordinator.State) -> [String] {
    SurveyCoordinator.screen(of: state).commands.map(\.name)
  }

  static let onThird = reach {
    $0.answer("Ada")
    $0.answer("more")
  }

  static let finished = reach {
    $0.answer("Ada")
    $0.answer("less")
    $0.finishOnTop()
  }

  @Test func theFirstStepOffersRestartButNoBackto() {
    #expect(Self.commands(reach()) == ["first", "next", "restart"])
  }

  @Test func aLaterStepOffersBacktoTheEarlierSteps() throws {
    let view = SurveyCoordinator.screen(of: Self.onThird)
    #expect(view.title == "Third")
    #expect(view.commands.map(\.name) == ["extra", "next", "backto", "restart"])
    let backto = try #require(view.command(named: "backto"))
    #expect(backto.synopsis == "backto <step>")
    #expect(backto.summary == "go back to an earlier step: first, second")
    #expect(try backto.read(["second"]) == .backToStepTapped(step: "second"))
    let refusal = Refusal("'backto' takes an earlier step (first, second), as in 'backto first'")
    #expect(throws: Refusal("'third' is not an earlier step; choose one of first, second")) {
      try backto.read(["third"])
    }
    #expect(throws: refusal) { try backto.read([]) }
    #expect(throws: refusal) { try backto.read(["first", "second"]) }
    #expect(try view.command(named: "restart")?.read([]) == .restartTapped)
  }

  @Test func theStepsCommandsReachTheRouteOnTop() throws {
    let view = SurveyCoordinator.screen(of: Self.onThird)
    #expect(view.lines == ["extra: (not entered)"])
    #expect(
      try view.command(named: "extra")?.read(["tea"]) == .screen(2, .text(.textChanged("tea"))))
    #expect(try view.command(named: "next")?.read([]) == .screen(2, .text(.continueTapped)))
  }

  @Test func theSummaryKeepsItsOwnRestart() throws {
    let state = reach {
      $0.answer("Ada")
      $0.answer("less")
    }
    let view = SurveyCoordinator.screen(of: state)
    #expect(view.lines == ["first: Ada", "second: less"])
    #expect(view.commands.map(\.name) == ["finish", "restart", "backto"])
    #expect(try view.command(named: "restart")?.read([]) == .screen(2, .summary(.startOverTapped)))
  }

  @Test func aFinishedFlowOffersOnlyRestart() throws {
    let view = SurveyCoordinator.screen(of: Self.finished)
    #expect(view.commands.map(\.name) == ["restart"])
    #expect(try view.command(named: "restart")?.read([]) == .restartTapped)
    #expect(view.lines.last == "finished: the answers were handed over")
  }

  @Test func theConfirmationOffersOnlyItsAnswers() throws {
    let state = reach {
      $0.answer("Ada")
      $0.send(.restartTapped)
    }
    let view = SurveyCoordinator.screen(of: state)
    #expect(view.title == "Confirm")
    #expect(view.commands.map(\.name) == ["y", "n"])
    #expect(try view.command(named: "n")?.read([]) == .screen(2, .confirmation(.cancelTapped)))
  }

  @Test func aStepNotInTheFlowShowsAScreenWithNothingToDo() throws {
    var state = SurveyCoordinator.State(flow: .branching)
    try state.routes.push(.step(id: "nickname", .text(.init())))
    let view = SurveyCoordinator.screen(of: state)
    #expect(view.title == "nickname")
    #expect(view.lines == ["this step is not part of the flow"])
    #expect(view.commands.map(\.name) == ["backto", "restart"])
  }

  @Test func backIsRefusedWhenTheFlowIsFinished() {
    #expect(
      throws: Refusal(
        "the survey is finished and its answers were handed over",
        remedies: [Remedy(.command("restart"), "to go through it again")])
    ) { try SurveyCoordinator.back(in: Self.finished) }
  }

  @Test func backIsRefusedAtTheFirstStepWhenTheFlowCannotBeLeft() {
    #expect(
      throws: Refusal(
        "the survey must be finished before the app can be used: complete its steps",
        remedies: [Remedy(.command("restart"), "to begin again")])
    ) { try SurveyCoordinator.back(in: reach(canLeave: false)) }
  }

  @Test func backIsSentWhereTheCoordinatorAllowsIt() throws {
    #expect(try SurveyCoordinator.back(in: reach()) == .backTapped)
    // Shown alone, the same back would leave the app: refused, saying quit leaves.
    #expect(throws: SurveyCoordinator.leavingRefusal(in: reach())) {
      try SurveyCoordinator.backAtRoot(in: reach())
    }
    let later = reach(canLeave: false) { $0.answer("Ada") }
    #expect(try SurveyCoordinator.back(in: later) == .backTapped)
    let asking = reach {
      $0.answer("Ada")
      $0.answer("less")
      $0.finishOnTop()
      $0.send(.restartTapped)
    }
    // On the confirmation, back answers no, even after the end.
    #expect(try SurveyCoordinator.back(in: asking) == .backTapped)
  }

  @Test func eachScreenIsTitledByItsStepInTheFlow() {
    let flow = SurveyFlow.branching
    #expect(SurveyCoordinator.title(of: Screens.first("Ada"), in: flow) == "First")
    #expect(SurveyCoordinator.title(of: Screens.second(), in: flow) == "Second")
    #expect(SurveyCoordinator.title(of: Screens.third(), in: flow) == "Third")
    #expect(SurveyCoordinator.title(of: Screens.summary([:]), in: flow) == "Summary")
    #expect(SurveyCoordinator.title(of: Screens.leaving, in: flow) == "Confirm")
    // A step the flow does not hold is titled by its name.
    let stranger = SurveyCoordinator.Screen.step(id: "nickname", .text(.init()))
    #expect(SurveyCoordinator.title(of: stranger, in: flow) == "nickname")
  }

  @Test func theNavigationIsOneStackNamedForItsHostTitledByStep() {
    let node = SurveyCoordinator.navigation(of: Self.onThird)
    #expect(node.name == "survey")
    guard case .stack(let routes) = node.content else {
      Issue.record("expected a stack, got \(node.content)")
      return
    }
    #expect(routes.map(\.title) == ["First", "Second", "Third"])
    #expect(routes.map(\.id) == [0, 1, 2])
  }
}

/// The longest link of a flow, its question included.
struct FlowCoordinatorLongestLinkTests {
  @Test func aFlowWithoutCyclesTakesEachStepOnceThenTheQuestion() {
    // Text values may need every byte encoded; the summary's `finished` is counted the same way.
    let text = 3 * Command<Int>.longestText
    let steps = [
      "/first=".utf8.count + text, "/second=".utf8.count + text, "/third=".utf8.count + text,
      "/summary=".utf8.count + 3 * "finished".utf8.count,
    ]
    let confirm = "/confirm=restart".utf8.count
    #expect(SurveyCoordinator.longestLink(of: .branching) == steps.reduce(0, +) + confirm)
  }

  @Test func aFlowWithACycleIsBoundedByAFullStackOfItsLongestSegment() {
    let flow = SurveyFlow.looping
    let longestSegment = "second=".utf8.count + 3 * Command<Int>.longestText
    #expect(SurveyCoordinator.longestLink(of: flow) == 10_000 * (1 + longestSegment))
  }

  @Test func theCoordinatorTakesTheLongestOfTheDeclaredFlows() {
    // Whichever flow it is: a step added to one must not make its links refused.
    let longest = SurveyCoordinator.longestLink
    let each = Survey.declared.map(SurveyCoordinator.longestLink(of:))
    #expect(each.allSatisfy { $0 <= longest })
    #expect(each.contains(longest))
  }
}
