import ArchitectureTesting
import ConfirmationFeature
import FlowEngine
import Navigation
import OnboardingSummaryFeature
import Testing
import TextEntryFeature

// The flows the coordinator's mechanics are tested on: text steps with rules of the tests' own,
// a branch on a text answer, and the summary, where every flow ends.

/// A word of letters only, named `noun` in what the rule says.
func word(_ noun: String) -> @Sendable (String) -> String? {
  { text in
    if text.isEmpty { return "\(noun) is empty; type one" }
    if text.contains(where: { !$0.isLetter }) { return "\(noun) can hold only letters" }
    return nil
  }
}

extension SurveyStep {
  static var first: SurveyStep {
    textEntry(
      "first", title: "First", placeholder: "word", noun: "the first word",
      problem: word("the first word"))
  }
  static var second: SurveyStep {
    textEntry(
      "second", title: "Second", placeholder: "word", noun: "the second word",
      problem: word("the second word"))
  }
  /// Typed with `extra`, labelled `extra word` on the summary.
  static var third: SurveyStep {
    textEntry(
      "third", title: "Third", field: "extra", placeholder: "word", noun: "the third word",
      summaryLabel: "extra word", problem: word("the third word"))
  }
}

extension SurveyFlow.Condition {
  /// The second word is "more".
  static var wantsMore: Self { Self("wants more") { $0.text(of: .second) == "more" } }
}

extension SurveyFlow {
  /// First, second, the third only when the second word is "more", then the summary.
  static var branching: Self {
    SurveyFlow(
      name: "branching", start: .first, final: .summary,
      edges: [
        Edge(.first, .second),
        Edge(.second, .third, when: .wantsMore),
        Edge(.second, .summary),
        Edge(.third, .summary),
      ])
  }

  /// The same steps in another order, without the branch.
  static var reordered: Self {
    SurveyFlow(
      name: "reordered", start: .second, final: .summary,
      edges: [Edge(.second, .first), Edge(.first, .third), Edge(.third, .summary)])
  }
}

/// The screens of the test flows as the coordinator builds them, by step.
enum Screens {
  typealias Screen = SurveyCoordinator.Screen

  static func text(_ step: SurveyStep, _ text: String = "", problem: String? = nil) -> Screen {
    .step(id: step.id, .text(TextEntry.State(text: text, problem: problem)))
  }

  static func first(_ text: String = "") -> Screen { Self.text(.first, text) }
  static func second(_ text: String = "") -> Screen { Self.text(.second, text) }
  static func third(_ text: String = "") -> Screen { Self.text(.third, text) }

  /// The summary showing these answers, in order.
  static func summary(_ entries: KeyValuePairs<String, String>) -> Screen {
    let entries = entries.map { OnboardingSummary.Entry(label: $0.key, value: $0.value) }
    return .step(id: "summary", .summary(OnboardingSummary.State(entries: entries)))
  }

  static func confirmation(_ question: String, _ confirmTitle: String) -> Screen {
    .confirmation(Confirmation.State(question: question, confirmTitle: confirmTitle))
  }

  static let leaving = confirmation("Leave the survey? What you entered will be lost.", "leave")
  static let restarting = confirmation("Start again? What you entered will be lost.", "start again")

  static func goingBack(to title: String) -> Screen {
    confirmation("Go back to '\(title)'? What you entered after it will be lost.", "go back")
  }
}

extension SurveyCoordinator.ScreenAction {
  /// A text step's action.
  static func text(_ action: TextEntry.Action) -> Self { .step(.text(action)) }
  /// The summary's action.
  static func summary(_ action: OnboardingSummary.Action) -> Self { .step(.summary(action)) }
}

extension SurveyCoordinator.Action {
  /// The action `action` of the screen of the route numbered `id`.
  static func screen(_ id: Int, _ action: SurveyCoordinator.ScreenAction) -> Self {
    .routes(.screen(RouteID(id), action))
  }
}

typealias SurveyStore = TestStore<SurveyCoordinator.State, SurveyCoordinator.Action>

@MainActor
func makeStore(flow: SurveyFlow = .branching, canLeave: Bool = true) -> SurveyStore {
  makeStore(SurveyCoordinator.State(flow: flow, canLeave: canLeave))
}

@MainActor
func makeStore(_ state: SurveyCoordinator.State) -> SurveyStore {
  TestStore(initialState: state, reducer: SurveyCoordinator())
}

/// Typing and continuing on text steps, every change asserted.
extension TestStore
where State == SurveyCoordinator.State, Action == SurveyCoordinator.Action {
  /// Types `text` on `step`'s screen, the route numbered `id`.
  func type(
    _ text: String, into step: SurveyStep, at id: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await send(
      .screen(id, .text(.textChanged(text))),
      assert: {
        $0.routes.modifyScreen(id: RouteID(id)) { $0 = Screens.text(step, text) }
      }, sourceLocation: sourceLocation)
  }

  /// Types `text` on `step`, continues, and expects the flow to keep the answer and push `next`.
  func complete(
    _ step: SurveyStep, with text: String, at id: Int,
    pushing next: SurveyCoordinator.Screen, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await type(text, into: step, at: id, sourceLocation: sourceLocation)
    await send(.screen(id, .text(.continueTapped)), sourceLocation: sourceLocation)
    await receive(
      .screen(id, .text(.delegate(.completed(text)))),
      assert: {
        $0.answers[step] = .text(text)
        $0.routes.push(next)
      }, sourceLocation: sourceLocation)
  }

  /// Confirms the summary on the route numbered `id`, which hands `answers` over.
  func finish(
    at id: Int, handingOver answers: SurveyAnswers,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await send(.screen(id, .summary(.finishTapped)), sourceLocation: sourceLocation)
    await receive(
      .screen(id, .summary(.delegate(.finished))), assert: { $0.isFinished = true },
      sourceLocation: sourceLocation)
    await receive(.delegate(.finished(answers)), sourceLocation: sourceLocation)
  }
}

// Places the navigation tests start from, each reached by the user's own steps.

/// A store on the second step (route 1) after the first word "Ada".
@MainActor
func storeOnTheSecondStep() async -> SurveyStore {
  let store = makeStore()
  await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
  return store
}

/// A store on the third step (route 2) after "Ada" and "more".
@MainActor
func storeOnTheThirdStep() async -> SurveyStore {
  let store = await storeOnTheSecondStep()
  await store.complete(.second, with: "more", at: 1, pushing: Screens.third())
  return store
}

/// A store on the second step with "mo" typed and the question of going back on top (route 2).
@MainActor
func storeAskingToGoBack() async -> SurveyStore {
  let store = await storeOnTheSecondStep()
  await store.type("mo", into: .second, at: 1)
  await store.send(.backTapped) {
    $0.pending = .backTo(step: "first")
    $0.routes.presentSheet(Screens.goingBack(to: "First"))
  }
  return store
}
