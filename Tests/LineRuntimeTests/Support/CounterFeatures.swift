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
