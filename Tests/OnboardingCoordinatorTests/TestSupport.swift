import ArchitectureTesting
import ConfirmationFeature
import EmailStepFeature
import NameStepFeature
import Navigation
import OnboardingCoordinator
import OnboardingSummaryFeature
import ProfileDetailsFeature
import SharingChoiceFeature
import Testing

/// The screens of the flow as the coordinator builds them, by step.
enum Screens {
  static func name(_ name: String = "") -> OnboardingCoordinator.Screen {
    .name(NameStep.State(name: name))
  }

  static func email(_ email: String = "") -> OnboardingCoordinator.Screen {
    .email(EmailStep.State(email: email))
  }

  static func sharing(_ choice: Bool? = nil) -> OnboardingCoordinator.Screen {
    .sharing(SharingChoice.State(choice: choice))
  }

  static func details(city: String = "", age: Int? = nil) -> OnboardingCoordinator.Screen {
    .details(ProfileDetails.State(city: city, age: age))
  }

  /// The summary showing these answers, in order.
  static func summary(_ entries: KeyValuePairs<String, String>) -> OnboardingCoordinator.Screen {
    .summary(
      OnboardingSummary.State(entries: entries.map { .init(label: $0.key, value: $0.value) }))
  }

  static func confirmation(
    _ question: String, _ confirmTitle: String
  )
    -> OnboardingCoordinator.Screen
  {
    .confirmation(
      ConfirmationFeature.Confirmation.State(question: question, confirmTitle: confirmTitle))
  }

  static let leaving = confirmation(
    "Leave the onboarding? What you entered will be lost.", "leave")
  static let restarting = confirmation("Start again? What you entered will be lost.", "start again")

  static func goingBack(to title: String) -> OnboardingCoordinator.Screen {
    confirmation("Go back to '\(title)'? What you entered after it will be lost.", "go back")
  }
}

extension OnboardingCoordinator.Action {
  /// The action `action` of the screen of the route numbered `id`.
  static func screen(_ id: Int, _ action: OnboardingCoordinator.ScreenAction) -> Self {
    .routes(.screen(RouteID(id), action))
  }
}

typealias OnboardingStore = TestStore<OnboardingCoordinator.State, OnboardingCoordinator.Action>

@MainActor
func makeStore(_ state: OnboardingCoordinator.State = .init()) -> OnboardingStore {
  TestStore(initialState: state, reducer: OnboardingCoordinator())
}

/// Typing and continuing on each step, every change asserted.
extension TestStore
where State == OnboardingCoordinator.State, Action == OnboardingCoordinator.Action {
  func type(name: String, at id: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send(
      .screen(id, .name(.nameChanged(name))),
      assert: {
        $0.routes.modifyScreen(id: RouteID(id)) { $0 = Screens.name(name) }
      }, sourceLocation: sourceLocation)
  }

  func type(email: String, at id: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send(
      .screen(id, .email(.emailChanged(email))),
      assert: {
        $0.routes.modifyScreen(id: RouteID(id)) { $0 = Screens.email(email) }
      }, sourceLocation: sourceLocation)
  }

  func choose(sharing: Bool, at id: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send(
      .screen(id, .sharing(.choiceMade(sharing))),
      assert: {
        $0.routes.modifyScreen(id: RouteID(id)) { $0 = Screens.sharing(sharing) }
      }, sourceLocation: sourceLocation)
  }

  /// Types `name`, continues, and expects the flow to push `next`.
  func complete(
    name: String, at id: Int, pushing next: OnboardingCoordinator.Screen,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await type(name: name, at: id, sourceLocation: sourceLocation)
    await send(.screen(id, .name(.continueTapped)), sourceLocation: sourceLocation)
    await receive(
      .screen(id, .name(.delegate(.completed(name: name)))),
      assert: {
        $0.answers.name = name
        try $0.routes.push(next)
      }, sourceLocation: sourceLocation)
  }

  /// Types `email`, continues, and expects the flow to push `next`.
  func complete(
    email: String, at id: Int, pushing next: OnboardingCoordinator.Screen,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await type(email: email, at: id, sourceLocation: sourceLocation)
    await send(.screen(id, .email(.continueTapped)), sourceLocation: sourceLocation)
    await receive(
      .screen(id, .email(.delegate(.completed(email: email)))),
      assert: {
        $0.answers.email = email
        try $0.routes.push(next)
      }, sourceLocation: sourceLocation)
  }

  /// Chooses, continues, and expects the flow to push `next`.
  func complete(
    sharing: Bool, at id: Int, pushing next: OnboardingCoordinator.Screen,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await choose(sharing: sharing, at: id, sourceLocation: sourceLocation)
    await send(.screen(id, .sharing(.continueTapped)), sourceLocation: sourceLocation)
    await receive(
      .screen(id, .sharing(.delegate(.completed(sharesMore: sharing)))),
      assert: {
        $0.answers.sharesMore = sharing
        try $0.routes.push(next)
      }, sourceLocation: sourceLocation)
  }

  /// Types the city and the age, continues, and expects the flow to push `next`.
  func complete(
    city: String, age: Int, at id: Int, pushing next: OnboardingCoordinator.Screen,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await send(
      .screen(id, .details(.cityChanged(city))),
      assert: {
        $0.routes.modifyScreen(id: RouteID(id)) { $0 = Screens.details(city: city) }
      }, sourceLocation: sourceLocation)
    await send(
      .screen(id, .details(.ageChanged(age))),
      assert: {
        $0.routes.modifyScreen(id: RouteID(id)) { $0 = Screens.details(city: city, age: age) }
      }, sourceLocation: sourceLocation)
    await send(.screen(id, .details(.continueTapped)), sourceLocation: sourceLocation)
    await receive(
      .screen(id, .details(.delegate(.completed(city: city, age: age)))),
      assert: {
        $0.answers.city = city
        $0.answers.age = age
        try $0.routes.push(next)
      }, sourceLocation: sourceLocation)
  }
}
