import ArchitectureTesting
import Foundation
import Navigation
import Testing

/// A flow that starts from values given before (an edit of what is known): each step shows its
/// value until the person changes it, and leaving it unchanged loses nothing.
@MainActor
struct FlowCoordinatorStateTests {
  static let known = SurveyAnswers(["first": .text("Ada"), "second": .text("less")])

  @Test func eachStepStartsWithItsPrefilledValueAsItIsReached() async {
    let store = makeStore(SurveyCoordinator.State(flow: .branching, prefilled: Self.known))
    #expect(store.state.routes.top.screen == Screens.first("Ada"))
    await store.send(.screen(0, .text(.continueTapped)))
    await store.receive(.screen(0, .text(.delegate(.completed("Ada"))))) {
      $0.answers[.first] = .text("Ada")
      $0.routes.push(Screens.second("less"))
    }
    await store.finish()
  }

  @Test func backOnAnUnchangedPrefilledStepLeavesWithoutAsking() async {
    let store = makeStore(SurveyCoordinator.State(flow: .branching, prefilled: Self.known))
    #expect(SurveyCoordinator.backDecision(in: store.state) == .leave)
    await store.type("Grace", into: .first, at: 0)
    #expect(SurveyCoordinator.backDecision(in: store.state) == .confirm(.leave))
  }

  @Test func startingAgainShowsThePrefilledValuesAgain() async {
    let store = makeStore(SurveyCoordinator.State(flow: .branching, prefilled: Self.known))
    await store.type("Grace", into: .first, at: 0)
    await store.send(.restartTapped) {
      $0.pending = .restart
      $0.routes.presentSheet(Screens.restarting)
    }
    await store.send(.screen(1, .confirmation(.confirmTapped)))
    await store.receive(.screen(1, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismiss()
      $0.routes.modifyScreen(id: $0.routes.root.id) { $0 = Screens.first("Ada") }
    }
    await store.finish()
  }

  @Test func prefilledValuesAreSavedAndRestoredAndNothingIsWrittenWithoutThem() throws {
    let state = SurveyCoordinator.State(flow: .branching, prefilled: Self.known)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(SurveyCoordinator.State.self, from: data) == state)
    let plain = try JSONEncoder().encode(SurveyCoordinator.State(flow: .branching))
    #expect(!String(decoding: plain, as: UTF8.self).contains("prefilled"))
  }

  @Test func aPrefilledValueItsStepRefusesOrOfNoStepIsNamed() {
    var state = SurveyCoordinator.State(
      flow: .branching, prefilled: SurveyAnswers(["first": .text("Ada")]))
    state.prefilled[.second] = .text("4 2")
    #expect(
      SurveyCoordinator.problem(with: state)
        == "'prefilled' holds '4 2' for 'second', which the step does not take as it is; give a "
        + "value its screen accepts, or remove it")
    state.prefilled = SurveyAnswers(["nowhere": .text("Ada")])
    #expect(
      SurveyCoordinator.problem(with: state)
        == "'prefilled' holds a value of 'nowhere', which is not a step of the flow "
        + "'branching'; remove it")
  }
}
