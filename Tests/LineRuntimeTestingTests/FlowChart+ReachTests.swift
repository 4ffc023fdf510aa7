import Architecture
import LineRuntimeTesting
import Navigation
import Presentation
import Testing

/// A coordinator with a screen that only a link opens: the door's room has no command.
struct Rooms: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case hall(String)
    case attic(String)
  }
  enum ScreenAction: Equatable, Sendable {
    case hall(Room.Action)
    case attic(Room.Action)
  }
  typealias State = CoordinatorState<Rooms>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      Room.self, Screen.hall, ScreenAction.hall,
      state: { if case .hall(let state) = $0 { state } else { nil } },
      action: { if case .hall(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      Room.self, Screen.attic, ScreenAction.attic,
      state: { if case .attic(let state) = $0 { state } else { nil } },
      action: { if case .attic(let action) = $0 { action } else { nil } },
      link: .word("attic", follows: "the hall") { _ in "Attic" }),
  ]

  let dependencies: Dependencies
  init(_ dependencies: Dependencies = Dependencies()) { self.dependencies = dependencies }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }
}

/// A coordinator whose hall's `look` pushes a cellar that `screens` leaves out.
struct Cellars: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case hall(String)
    case cellar(String)
  }
  enum ScreenAction: Equatable, Sendable {
    case hall(Room.Action)
    case cellar(Room.Action)
  }
  typealias State = CoordinatorState<Cellars>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      Room.self, Screen.hall, ScreenAction.hall,
      state: { if case .hall(let state) = $0 { state } else { nil } },
      action: { if case .hall(let action) = $0 { action } else { nil } }, link: nil)
  ]

  let dependencies: Dependencies
  init(_ dependencies: Dependencies = Dependencies()) { self.dependencies = dependencies }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    switch action {
    case .hall: state.routes.push(.cellar("Cellar"))
    case .cellar: break
    }
    return .none
  }
}

/// A coordinator whose hall's `look` pushes a landing, which the link reads above anything:
/// a top landing ends its link, a landing does not.
struct Stairs: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case hall(String)
    case landing(String)
  }
  enum ScreenAction: Equatable, Sendable {
    case hall(Room.Action)
    case landing(Landing.Action)
  }
  typealias State = CoordinatorState<Stairs>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      Room.self, Screen.hall, ScreenAction.hall,
      state: { if case .hall(let state) = $0 { state } else { nil } },
      action: { if case .hall(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      Landing.self, Screen.landing, ScreenAction.landing,
      state: { if case .landing(let state) = $0 { state } else { nil } },
      action: { if case .landing(let action) = $0 { action } else { nil } },
      link: ScreenLink.word("landing", follows: "the hall") { _ in "Landing" }
        .ending { $0 == "Top landing" ? "the top landing is the last" : nil }),
  ]

  let dependencies: Dependencies
  init(_ dependencies: Dependencies = Dependencies()) { self.dependencies = dependencies }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    guard case .hall = action, case .hall(let hall) = state.routes.root.screen else { return .none }
    state.routes.push(.landing(hall == "Tower" ? "Top landing" : "Landing"))
    return .none
  }
}

/// A screen with no commands.
struct Landing: ScreenFeature {
  enum Action: Equatable, Sendable {}
  init(_ dependencies: Dependencies) {}
  func reduce(into state: inout String, action: Action) -> Effect<Action> {}
  static func title(of state: String) -> String { state }
  static func view(of state: String) -> ScreenView<Action> { ScreenView(title: state) }
}

/// A room with one command that changes nothing: `look`, or in the study, `where`.
struct Room: ScreenFeature {
  enum Action: Equatable, Sendable { case lookedAround }
  init(_ dependencies: Dependencies) {}
  func reduce(into state: inout String, action: Action) -> Effect<Action> { .none }
  static func title(of state: String) -> String { state }
  static func view(of state: String) -> ScreenView<Action> {
    ScreenView(
      title: state,
      commands: [
        .plain(state == "Study" ? "where" : "look", summary: "look around", action: .lookedAround)
      ])
  }
}

@MainActor
struct FlowChartReachTests {
  @Test("a screen only a link opens is named, with the fix")
  func aScreenOnlyALinkOpensIsNamed() async {
    let unreached = await FlowChart.screenProblems(
      Rooms.self, from: Rooms.State(root: .hall("Hall"))
    ) { Store(initialState: $0, reducer: Rooms()) }
    #expect(
      unreached == [
        "the screen 'Room' ('attic' after the hall) of Rooms is reached by no command within 4 "
          + "from its start, only by "
          + "a link: give a screen a command whose decision shows it, or drop its link"
      ])
  }

  @Test("a command named as a front end's own is named, with the fix")
  func aCommandTheFrontEndHidesIsNamed() async {
    let problems = await FlowChart.screenProblems(
      Rooms.self, from: Rooms.State(root: .hall("Study"))
    ) { Store(initialState: $0, reducer: Rooms()) }
    #expect(
      problems.last
        == "the command 'where' on the screen 'hall' of Rooms is hidden by the front end's own "
        + "'where', so no one can type it: give it another name")
    #expect(problems.count == 2)
  }

  @Test("a screen shown that no declaration holds is named, with the fix")
  func anUndeclaredScreenIsNamed() async {
    let problems = await FlowChart.screenProblems(
      Cellars.self, from: Cellars.State(root: .hall("Hall"))
    ) { Store(initialState: $0, reducer: Cellars()) }
    #expect(
      problems == [
        "route #1 at position 1 shows a screen that no ScreenCase in Cellars.screens holds; "
          + "add the screen's ScreenCase to 'screens'"
      ])
  }

  @Test("an undeclared screen says so on the screen, with the fix")
  func anUndeclaredScreenSaysSo() {
    var state = Cellars.State(root: .hall("Hall"))
    state.routes.push(.cellar("Cellar"))
    #expect(
      Cellars.screen(of: state).lines == [
        "Cellars shows a screen that no ScreenCase in its 'screens' holds; add the screen's "
          + "ScreenCase to 'screens'"
      ])
  }

  @Test("a link that opens a screen above one where no command does is named, with the fix")
  func aPairOnlyALinkOpensIsNamed() async {
    let problems = await FlowChart.screenProblems(
      Stairs.self, from: Stairs.State(root: .hall("Hall"))
    ) { Store(initialState: $0, reducer: Stairs()) }
    #expect(
      problems == [
        "a link opens 'Landing' pushed above 'Landing' in Stairs, as '/landing' after it, which "
          + "no command does within 4 from its start: if nothing follows 'Landing', end its "
          + "link with ending(when:); if 'Landing' never comes above it, refuse it there in "
          + "'Landing''s link; else give 'Landing' a command whose decision shows it"
      ])
  }

  @Test("a screen whose link is ended opens nothing above it")
  func anEndedLinkOpensNothingAbove() async {
    let problems = await FlowChart.screenProblems(
      Stairs.self, from: Stairs.State(root: .hall("Tower"))
    ) { Store(initialState: $0, reducer: Stairs()) }
    #expect(problems == [])
  }
}
