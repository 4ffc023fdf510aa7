import Architecture
import EnumPaths
import LineRuntime
import Navigation
import Presentation

/// A card of the `Board` fixture: a label, and an event its coordinator decides.
struct Card: Reducer {
  struct State: Equatable, Sendable {
    var label: String
  }

  enum Action: Equatable, Sendable {
    /// The user asked for the card below this one to say `label`.
    case relabelBelowTapped(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A coordinator whose decision changes a screen other than the one whose event it decides:
/// `push <label>` pushes a card, and `below <label>` on a card relabels the card under it,
/// directly, sending that card nothing.
struct Board: Reducer, Presentable {
  struct State: Equatable {
    var cards = RouteStack(root: Card.State(label: "first"))
  }

  enum Action: Equatable, Sendable {
    case cards(StackAction<Card.State, Card.Action>)
    case push(String)
  }

  static let cardsAction = CasePath<Action, StackAction<Card.State, Card.Action>>(Action.cards) {
    if case .cards(let action) = $0 { action } else { nil }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce<State, Action> { state, action in
      switch action {
      case .push(let label):
        state.cards.push(Card.State(label: label))
      case .cards(.screen(let id, .relabelBelowTapped(let label))):
        guard let position = state.cards.position(of: id), position > 0 else { break }
        state.cards.modifyScreen(id: state.cards.routes[position - 1].id) { $0.label = label }
      case .cards:
        break
      }
      return .none
    }
    .forEachRoute(\.cards, action: Self.cardsAction) { Card() }
    .reduce(into: &state, action: action)
  }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "board", stack: state.cards, title: \.label)
  }
  static func screen(of state: State) -> ScreenView<Action> {
    let top = state.cards.top.id
    return ScreenView(
      title: state.cards.top.screen.label, lines: [],
      commands: [
        .text("push", placeholder: "label", summary: "push a card", action: Action.push),
        .text("below", placeholder: "label", summary: "relabel the card below") {
          .cards(.screen(top, .relabelBelowTapped($0)))
        },
      ])
  }
  static func back(in state: State) throws(Refusal) -> Action { throw Refusal("no back") }
  static func link(of state: State) -> DeepLink { DeepLink() }
  static var longestLink: Int { 1 }
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("no links")
  }
}
