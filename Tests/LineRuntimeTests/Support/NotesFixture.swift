import Architecture
import Navigation
import Presentation

/// A note screen: a text, renamed in place.
struct NoteFeature: ScreenFeature {
  enum Action: Equatable, Sendable { case renamed(String) }

  init(_ dependencies: Dependencies) {}

  func reduce(into text: inout String, action: Action) -> Effect<Action> {
    if case .renamed(let name) = action { text = name }
    return .none
  }

  static func title(of text: String) -> String { text }

  static func view(of text: String) -> ScreenView<Action> { ScreenView(title: text) }
}

/// A coordinator of notes, pushed one on another, whose one rule of its own is that the root
/// note is not empty: the smallest coordinator a state file's glue can be tested on.
struct Notes: Coordinator {
  typealias State = CoordinatorState<Notes>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  enum Screen: Codable, Equatable, Sendable { case note(String) }
  enum ScreenAction: Equatable, Sendable { case note(NoteFeature.Action) }
  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      NoteFeature.self, Screen.note, ScreenAction.note,
      state: { if case .note(let text) = $0 { text } else { nil } },
      action: { if case .note(let action) = $0 { action } else { nil } }, link: nil)
  ]

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }

  static func refusal(restoring state: State) -> String? {
    state.routes.root.screen == .note("") ? "the root note is empty; give it a text" : nil
  }

  static var longestLink: Int { 1 }

  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("notes have no links")
  }
}
