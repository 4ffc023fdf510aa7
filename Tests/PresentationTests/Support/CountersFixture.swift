import Architecture
import Navigation
import Presentation

/// A step a counter adds per tap, read from the dependencies, so that a test can see which
/// value a feature was built with.
enum CounterStep: DependencyKey {
  static var defaultValue: Int { 1 }
}

extension Dependencies {
  var counterStep: Int {
    get { self[CounterStep.self] }
    set { self[CounterStep.self] = newValue }
  }
}

/// A counter screen that reports when it is opened.
struct CounterFeature: ScreenFeature {
  enum Action: Equatable, Sendable {
    case incrementTapped
    case openTapped
    case delegate(Delegate)
  }

  enum Delegate: Equatable, Sendable {
    case opened(Int)
  }

  let step: Int

  init(_ dependencies: Dependencies) {
    step = dependencies.counterStep
  }

  func reduce(into count: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      count += step
      return .none
    case .openTapped: return .send(.delegate(.opened(count)))
    case .delegate: return .none
    }
  }

  static func title(of count: Int) -> String { "Count \(count)" }

  static func view(of count: Int) -> ScreenView<Action> {
    ScreenView(
      title: title(of: count), lines: ["\(count)"],
      commands: [.plain("increment", summary: "add one", action: .incrementTapped)])
  }
}

/// A label screen, renamed in place.
struct LabelFeature: ScreenFeature {
  enum Action: Equatable, Sendable {
    case renamed(String)
  }

  init(_ dependencies: Dependencies) {}

  func reduce(into text: inout String, action: Action) -> Effect<Action> {
    if case .renamed(let name) = action { text = name }
    return .none
  }

  static func title(of text: String) -> String { text }

  static func view(of text: String) -> ScreenView<Action> { ScreenView(title: text) }
}

/// A two-screen coordinator written as declarations only: the shape every coordinator has.
struct Counters: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case counter(Int)
    case label(String)
  }

  enum ScreenAction: Equatable, Sendable {
    case counter(CounterFeature.Action)
    case label(LabelFeature.Action)
  }

  typealias State = CoordinatorState<Counters>

  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      CounterFeature.self, Screen.counter, ScreenAction.counter,
      state: { if case .counter(let state) = $0 { state } else { nil } },
      action: { if case .counter(let action) = $0 { action } else { nil } }, link: nil),
    ScreenCase(
      LabelFeature.self, Screen.label, ScreenAction.label,
      state: { if case .label(let state) = $0 { state } else { nil } },
      action: { if case .label(let action) = $0 { action } else { nil } },
      title: { "Label: \($0)" }, link: nil),
  ]

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    guard case .counter(.delegate(let event)) = action else { return .none }
    switch event {
    case .opened(let count): state.routes.push(.label("opened at \(count)"))
    }
    return .none
  }

  static func back(in state: State) throws(Refusal) -> Action {
    guard state.routes.canGoBack else { throw Refusal("nothing to go back to") }
    return .routes(.close(state.routes.top.id))
  }

  static func link(of state: State) -> DeepLink { DeepLink() }

  static var longestLink: Int { 1 }

  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("no links here")
  }
}

extension CoordinatorState<Counters> {
  /// A counter at 0, alone.
  init() {
    self.init(root: .counter(0))
  }
}
