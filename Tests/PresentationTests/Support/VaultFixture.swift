import Architecture
import Navigation
import Presentation

/// A coordinator with a gate: a hall at the root, whose label opens the gate when it is
/// "open"; a vault (`/vault`) behind the gate, and a note (`/vault/note`) above it; and a door
/// (`/door`), the gate's screen, shown as a sheet in the vault's place.
struct Vault: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case hall(String)
    case door(String)
    case vault(String)
    case note(String)
  }

  enum ScreenAction: Equatable, Sendable {
    case hall(LabelFeature.Action)
    case door(LabelFeature.Action)
    case vault(LabelFeature.Action)
    case note(LabelFeature.Action)
  }

  typealias State = CoordinatorState<Vault>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      LabelFeature.self, Screen.hall, ScreenAction.hall,
      state: { if case .hall(let state) = $0 { state } else { nil } },
      action: { if case .hall(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      LabelFeature.self, Screen.door, ScreenAction.door,
      state: { if case .door(let state) = $0 { state } else { nil } },
      action: { if case .door(let action) = $0 { action } else { nil } },
      link: .word("door", follows: "the hall", samePlaceLoosely: { _, _ in true }) {
        if case .hall = $0 { "Door" } else { nil }
      }),
    ScreenCase(
      LabelFeature.self, Screen.vault, ScreenAction.vault,
      state: { if case .vault(let state) = $0 { state } else { nil } },
      action: { if case .vault(let action) = $0 { action } else { nil } },
      link: .word("vault", follows: "the hall") { if case .hall = $0 { "Vault" } else { nil } }),
    ScreenCase(
      LabelFeature.self, Screen.note, ScreenAction.note,
      state: { if case .note(let state) = $0 { state } else { nil } },
      action: { if case .note(let action) = $0 { action } else { nil } },
      link: .word("note", follows: "the vault") { if case .vault = $0 { "Note" } else { nil } }),
  ]

  static let gate: Gate<Vault>? = Gate(
    guarding: { if case .vault = $0 { true } else { false } },
    isOpen: { $0.routes.root.screen == .hall("open") },
    showing: { _ in .sheet(.door("Door")) })

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }
}

extension CoordinatorState<Vault> {
  /// The hall alone, its gate closed.
  init() {
    self.init(root: .hall("Hall"))
  }
}
