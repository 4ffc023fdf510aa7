import Architecture
import Navigation
import Presentation

// The coordinators a state file's links are tested on: the shapes Presentation's own tests use
// (a root, a number pushed or presented, a word that can end the link, and a host that shows a
// coordinator of its own), made here so that these tests pin no other module's fixtures.

/// A counter screen.
struct CountFeature: ScreenFeature {
  enum Action: Equatable, Sendable { case incrementTapped }

  init(_ dependencies: Dependencies) {}

  func reduce(into count: inout Int, action: Action) -> Effect<Action> {
    count += 1
    return .none
  }

  static func title(of count: Int) -> String { "Count \(count)" }

  static func view(of count: Int) -> ScreenView<Action> { ScreenView(title: title(of: count)) }
}

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
    case home(NoteFeature.Action)
    case counter(CountFeature.Action)
    case label(NoteFeature.Action)
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
      NoteFeature.self, Screen.home, ScreenAction.home,
      state: { if case .home(let state) = $0 { state } else { nil } },
      action: { if case .home(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      CountFeature.self, Screen.counter, ScreenAction.counter,
      state: { if case .counter(let state) = $0 { state } else { nil } },
      action: { if case .counter(let action) = $0 { action } else { nil } },
      link: .number(
        { $0 }, { $0 }, in: -99...99, presentedAs: "sheet", above: "home",
        where: { if case .home = $0 { true } else { false } })),
    ScreenCase(
      NoteFeature.self, Screen.label, ScreenAction.label,
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

/// A coordinator with links that hosts ``Linked`` in a route: a tag written by rules of its own
/// (`tag=N` above the root, N even), then `linked` pushing a whole `Linked` coordinator, whose
/// own link follows: `/tag=2/linked/3/label`.
struct LinkedHost: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case start(String)
    case tag(Int)
    case linked(Linked.State)
  }

  enum ScreenAction: Equatable, Sendable {
    case start(NoteFeature.Action)
    case tag(CountFeature.Action)
    case linked(Linked.Action)
  }

  typealias State = CoordinatorState<LinkedHost>

  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      NoteFeature.self, Screen.start, ScreenAction.start,
      state: { if case .start(let state) = $0 { state } else { nil } },
      action: { if case .start(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      CountFeature.self, Screen.tag, ScreenAction.tag,
      state: { if case .tag(let state) = $0 { state } else { nil } },
      action: { if case .tag(let action) = $0 { action } else { nil } },
      link: .segment(
        usage: "'tag=N' above the start, N even", words: ["tag"], longest: "tag=".utf8.count + 2,
        print: { .init("tag", value: String($0)) },
        parse: { segment, previous throws(Refusal) in
          guard segment.name == "tag" else { return nil }
          guard case .start = previous, let value = segment.value.flatMap({ Int($0) }),
            value.isMultiple(of: 2), (0...98).contains(value)
          else { throw Refusal("'tag' takes an even number up to 98, above the start") }
          return (value, .push)
        })),
    ScreenCase(
      Linked.self, Screen.linked, ScreenAction.linked,
      state: { if case .linked(let state) = $0 { state } else { nil } },
      action: { if case .linked(let action) = $0 { action } else { nil } },
      link: .word(
        "linked", follows: "a tag, as in '/tag=2/linked'",
        samePlaceLoosely: { $0.routes.root.screen == $1.routes.root.screen }
      ) { if case .tag = $0 { Linked.State() } else { nil } }),
  ]

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }

  static var name: String { "host" }
}

extension CoordinatorState<LinkedHost> {
  /// The start alone.
  init() {
    self.init(root: .start("Start"))
  }
}
