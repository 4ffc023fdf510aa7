import ConfirmationFeature
import Navigation
import OnboardingCoordinator
import OnboardingSummaryFeature
import Presentation
import ProfileDetailsFeature
import SharingChoiceFeature
import Testing

/// The flow in the terminal: the commands of each place, and what a user's back may do.
@MainActor
struct OnboardingCoordinatorPresentableTests {
  static func commands(_ state: OnboardingCoordinator.State) -> [String] {
    OnboardingCoordinator.screen(of: state).commands.map(\.name)
  }

  static let onSharing = reach {
    $0.answer(name: "Ada")
    $0.answer(email: "ada@example.com")
  }

  static let finished = reach {
    $0.answer(name: "Ada")
    $0.answer(email: "ada@example.com")
    $0.answer(sharing: false)
    $0.onTop(.summary(.finishTapped))
  }

  @Test func theFirstStepOffersRestartButNoBackto() {
    #expect(Self.commands(reach()) == ["name", "next", "restart"])
  }

  @Test func aLaterStepOffersBacktoTheEarlierSteps() throws {
    let view = OnboardingCoordinator.screen(of: Self.onSharing)
    #expect(view.title == "Share more?")
    #expect(view.commands.map(\.name) == ["yes", "no", "next", "backto", "restart"])
    let backto = try #require(view.command(named: "backto"))
    #expect(backto.synopsis == "backto <step>")
    #expect(backto.summary == "go back to an earlier step: name, email")
    #expect(try backto.parse(["email"]) == .backToStepTapped(.email))
    let refusal = InputError("'backto' takes one earlier step: name, email, as in 'backto name'")
    #expect(throws: refusal) { try backto.parse(["sharing"]) }
    #expect(throws: refusal) { try backto.parse([]) }
    #expect(try view.command(named: "restart")?.parse([]) == .restartTapped)
  }

  @Test func theStepsCommandsReachTheRouteOnTop() throws {
    let view = OnboardingCoordinator.screen(of: Self.onSharing)
    #expect(try view.command(named: "yes")?.parse([]) == .screen(2, .sharing(.choiceMade(true))))
    #expect(try view.command(named: "next")?.parse([]) == .screen(2, .sharing(.continueTapped)))
  }

  @Test func theSummaryKeepsItsOwnRestart() throws {
    let state = reach {
      $0.answer(name: "Ada")
      $0.answer(email: "ada@example.com")
      $0.answer(sharing: false)
    }
    let view = OnboardingCoordinator.screen(of: state)
    #expect(view.commands.map(\.name) == ["finish", "restart", "backto"])
    #expect(try view.command(named: "restart")?.parse([]) == .screen(3, .summary(.startOverTapped)))
  }

  @Test func aFinishedFlowOffersOnlyRestart() throws {
    let view = OnboardingCoordinator.screen(of: Self.finished)
    #expect(view.commands.map(\.name) == ["restart"])
    #expect(try view.command(named: "restart")?.parse([]) == .restartTapped)
    #expect(view.lines.last == "finished: the answers were handed over; 'restart' begins again")
  }

  @Test func theConfirmationOffersOnlyItsAnswers() throws {
    let state = reach {
      $0.answer(name: "Ada")
      $0.send(.restartTapped)
    }
    let view = OnboardingCoordinator.screen(of: state)
    #expect(view.title == "Confirm")
    #expect(view.commands.map(\.name) == ["y", "n"])
    #expect(try view.command(named: "n")?.parse([]) == .screen(2, .confirmation(.cancelTapped)))
  }

  @Test func backIsRefusedWhenTheFlowIsFinished() {
    #expect(
      throws: InputError(
        "the onboarding is finished and its answers were handed over; type 'restart' to go "
          + "through it again")
    ) { try OnboardingCoordinator.back(in: Self.finished) }
  }

  @Test func backIsRefusedAtTheFirstStepWhenTheFlowCannotBeLeft() {
    #expect(
      throws: InputError(
        "the onboarding must be finished before the app can be used; complete the steps, or "
          + "type 'restart' to begin again")
    ) { try OnboardingCoordinator.back(in: reach(canLeave: false)) }
  }

  @Test func backIsSentWhereTheCoordinatorAllowsIt() throws {
    #expect(try OnboardingCoordinator.back(in: reach()) == .backTapped)
    let later = reach(canLeave: false) { $0.answer(name: "Ada") }
    #expect(try OnboardingCoordinator.back(in: later) == .backTapped)
    let asking = reach {
      $0.answer(name: "Ada")
      $0.answer(email: "ada@example.com")
      $0.answer(sharing: false)
      $0.onTop(.summary(.finishTapped))
      $0.send(.restartTapped)
    }
    // On the confirmation, back answers no, even after the end.
    #expect(try OnboardingCoordinator.back(in: asking) == .backTapped)
  }

  @Test func eachScreenHasItsTitle() {
    #expect(OnboardingCoordinator.title(of: Screens.name("Ada")) == "Name")
    #expect(OnboardingCoordinator.title(of: Screens.email()) == "Email")
    #expect(OnboardingCoordinator.title(of: Screens.sharing(true)) == "Share more?")
    #expect(OnboardingCoordinator.title(of: Screens.details()) == "Details")
    #expect(OnboardingCoordinator.title(of: Screens.summary([:])) == "Summary")
    #expect(OnboardingCoordinator.title(of: Screens.leaving) == "Confirm")
  }

  @Test func theNavigationIsOneStackNamedOnboarding() {
    let node = OnboardingCoordinator.navigation(of: Self.onSharing)
    #expect(node.name == "onboarding")
  }
}
