import Architecture
import Navigation
import Presentation

// The first read of Docs/Architecture.md, quoted there whole: a coordinator of two screens and
// no links, with its two features.

/// A list of names. Choosing one is an event for whoever shows the list.
struct NamesFeature: ScreenFeature {
  struct State: Codable, Equatable, Sendable {
    var names = ["Ada", "Grace"]
  }
  enum Action: Codable, Equatable, Sendable {
    case nameChosen(String)
    case delegate(Delegate)
  }
  enum Delegate: Codable, Equatable, Sendable {
    case greet(String)
  }

  init(_ dependencies: Dependencies) {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChosen(let name): .send(.delegate(.greet(name)))
    case .delegate: .none
    }
  }

  static func title(of state: State) -> String { "Names" }

  static func view(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: "Names", lines: state.names,
      commands: [
        .choice(
          "greet", placeholder: "name", summary: "greet someone", among: state.names,
          noun: "a name on the list", action: Action.nameChosen)
      ])
  }
}

/// A greeting. Saying "done" is an event for whoever shows it.
struct GreetingFeature: ScreenFeature {
  enum Action: Codable, Equatable, Sendable {
    case doneTapped
    case delegate(Delegate)
  }
  enum Delegate: Codable, Equatable, Sendable {
    case finished
  }

  init(_ dependencies: Dependencies) {}

  func reduce(into name: inout String, action: Action) -> Effect<Action> {
    action == .doneTapped ? .send(.delegate(.finished)) : .none
  }

  static func title(of name: String) -> String { "Hello" }

  static func view(of name: String) -> ScreenView<Action> {
    ScreenView(
      title: "Hello", lines: ["Hello, \(name)!"],
      commands: [.plain("done", summary: "say goodbye", action: .doneTapped)])
  }
}

/// The names at the root; a name chosen pushes its greeting; "done" closes the greeting.
struct GreeterCoordinator: Coordinator {
  typealias State = CoordinatorState<GreeterCoordinator>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  enum Screen: Codable, Equatable, Sendable {
    case names(NamesFeature.State)
    case greeting(String)
  }
  enum ScreenAction: Codable, Equatable, Sendable {
    case names(NamesFeature.Action)
    case greeting(GreetingFeature.Action)
  }

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      NamesFeature.self, Screen.names, ScreenAction.names,
      state: { if case .names(let state) = $0 { state } else { nil } },
      action: { if case .names(let action) = $0 { action } else { nil } }, link: nil),
    ScreenCase(
      GreetingFeature.self, Screen.greeting, ScreenAction.greeting,
      state: { if case .greeting(let name) = $0 { name } else { nil } },
      action: { if case .greeting(let action) = $0 { action } else { nil } }, link: nil),
  ]

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    switch action {
    case .names(let action):
      guard case .delegate(.greet(let name)) = action else { break }
      state.routes.push(.greeting(name))
    case .greeting(let action):
      guard case .delegate(.finished) = action else { break }
      return .send(.routes(.close(id)))
    }
    return .none
  }
}

extension CoordinatorState<GreeterCoordinator> {
  /// The names alone.
  init() {
    self.init(root: .names(NamesFeature.State()))
  }
}
