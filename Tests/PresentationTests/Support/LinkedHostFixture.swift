import Architecture
import Navigation
import Presentation

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
    case start(LabelFeature.Action)
    case tag(CounterFeature.Action)
    case linked(Linked.Action)
  }

  typealias State = CoordinatorState<LinkedHost>

  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      LabelFeature.self, Screen.start, ScreenAction.start,
      state: { if case .start(let state) = $0 { state } else { nil } },
      action: { if case .start(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      CounterFeature.self, Screen.tag, ScreenAction.tag,
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
