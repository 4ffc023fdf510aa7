import Architecture
import Navigation
import Presentation

/// A coordinator with links, written as declarations only: a label at the root, counters
/// pushed (`/3`) or presented (`/sheet=3`, only above the root), and a `label` word after a
/// counter, made from it, after which nothing follows when the counter is 0.
struct Linked: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case home(String)
    case counter(Int)
    case label(String)
  }

  enum ScreenAction: Equatable, Sendable {
    case home(LabelFeature.Action)
    case counter(CounterFeature.Action)
    case label(LabelFeature.Action)
  }

  typealias State = CoordinatorState<Linked>

  static func refusal(restoring state: State) -> String? {
    guard case .home = state.routes.root.screen else { return "the root is not home" }
    return nil
  }

  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      LabelFeature.self, Screen.home, ScreenAction.home,
      state: { if case .home(let state) = $0 { state } else { nil } },
      action: { if case .home(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      CounterFeature.self, Screen.counter, ScreenAction.counter,
      state: { if case .counter(let state) = $0 { state } else { nil } },
      action: { if case .counter(let action) = $0 { action } else { nil } },
      link: .number(
        { $0 }, { $0 }, in: -99...99, presentedAs: "sheet", above: "home",
        where: { if case .home = $0 { true } else { false } })),
    ScreenCase(
      LabelFeature.self, Screen.label, ScreenAction.label,
      state: { if case .label(let state) = $0 { state } else { nil } },
      action: { if case .label(let action) = $0 { action } else { nil } },
      link: .word("label", follows: "a counter, as in '/3/label'") {
        if case .counter(let count) = $0 { "Label of \(count)" } else { nil }
      }
      .ending { $0 == "Label of 0" ? "the label of 0 is the last" : nil }),
  ]

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }

  static var name: String { "linked" }

  static func title(of state: State) -> String { "Linked" }
}

extension CoordinatorState<Linked> {
  /// Home alone.
  init() {
    self.init(root: .home("Home"))
  }

  /// The state a link names, built as opening it from the start would.
  init(link: String) throws {
    self.init()
    let routes = try Linked.routes(for: DeepLink(parsing: link), root: .home("Home"))
    try self.routes.replace(with: routes, keepingScreensWhile: Linked.isSamePlace)
  }
}
