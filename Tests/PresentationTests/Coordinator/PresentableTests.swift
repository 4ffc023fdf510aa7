import Architecture
import Presentation
import Testing

/// A one-screen flow whose back leaves it: what a flow's untouched first step does.
struct Leaving: Presentable {
  struct State: Equatable {
    var steps = 1
  }

  enum Action: Equatable, Sendable {
    case stepBack, left
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .stepBack { state.steps -= 1 }
    return .none
  }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "leaving", content: .stack([]))
  }
  static func screen(of state: State) -> ScreenView<Action> { ScreenView(title: "Start") }
  static func back(in state: State) throws(Refusal) -> Action {
    state.steps > 1 ? .stepBack : .left
  }
  static func link(of state: State) -> DeepLink { DeepLink() }
  static var longestLink: Int { 1 }
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action { .left }
  static func leaves(by action: Action) -> Bool { action == .left }
}

@Suite("Presentable")
struct PresentableTests {
  @Test("at a front end's root, a back that would leave is refused, saying quit leaves")
  func backThatWouldLeave() {
    #expect(
      throws: Refusal(
        "there is nothing to go back to: 'Start' is the first screen",
        remedies: [Remedy(.quit, "to leave")])
    ) { try Leaving.backAtRoot(in: Leaving.State()) }
  }

  @Test("at a front end's root, any other back is the reducer's own")
  func backThatStays() throws {
    #expect(try Leaving.backAtRoot(in: Leaving.State(steps: 2)) == .stepBack)
  }
}
