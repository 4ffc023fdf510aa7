import Architecture
import ArchitectureTesting
import ItemDetailFeature
import ItemsCoordinator
import ItemsListFeature
import Navigation
import NumberDetailFeature
import NumberFactClient
import NumbersCoordinator
import Testing

typealias Screen = ItemsCoordinator.Screen
typealias ItemsStore = TestStore<ItemsCoordinator.State, ItemsCoordinator.Action>

/// The catalogue the tests give the tab, as the showcase does its own: ids 1 to 100 in order,
/// each named `Item N`.
let hundredItems = (1...100).map { ItemsList.Item(id: $0, name: "Item \($0)") }

/// The screens of the tab as the coordinator builds them.
enum Screens {
  static func list(page: Int = 0) -> Screen {
    .list(ItemsList.State(items: hundredItems, page: page))
  }

  static func detail(_ id: Int, favorite: Bool = false) -> Screen {
    .detail(ItemDetail.State(id: id, name: "Item \(id)", isFavorite: favorite))
  }

  static func numbers(_ id: Int) -> Screen { .numbers(ItemsCoordinator.numbers(for: id)) }

  /// A preview: the numbers coordinator hosted from `number`'s detail.
  static func preview(_ number: Int) -> Screen {
    .preview(NumbersCoordinator.State(detail: number))
  }

  /// A detail of the numbers child.
  static func number(
    _ number: Int, fact: NumberDetail.Fact = .notRequested
  )
    -> NumbersCoordinator.Screen
  {
    .detail(NumberDetail.State(number: number, fact: fact))
  }
}

extension ItemsCoordinator.State {
  /// The tab listing the hundred items, as it starts.
  static var hundred: Self { Self(catalogue: hundredItems) }

  /// The list with `routes` on top of it.
  static func with(_ routes: Route<Screen>...) throws -> Self {
    var state = Self.hundred
    try state.routes.append(contentsOf: routes)
    return state
  }

  /// Changes the state of the numbers child, pushed or previewing, shown by the route `id`.
  mutating func modifyNumbers(
    at id: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout NumbersCoordinator.State) throws -> Void
  ) throws {
    // Matched case by case, not by an exhaustive switch: a new screen leaves this helper as it is.
    try routes.modifyScreen(id: RouteID(id)) { screen in
      if case .numbers(var child) = screen {
        try body(&child)
        screen = .numbers(child)
      } else if case .preview(var child) = screen {
        try body(&child)
        screen = .preview(child)
      } else {
        Issue.record("route \(id) shows no numbers coordinator", sourceLocation: sourceLocation)
      }
    }
  }
}

extension ItemsCoordinator.Action {
  /// The action `action` of the screen of the route `id`.
  static func screen(_ id: Int, _ action: ItemsCoordinator.ScreenAction) -> Self {
    .routes(.screen(RouteID(id), action))
  }

  /// The action `action` of the screen `childID` of the numbers child shown by the route `id`.
  static func child(_ id: Int, _ childID: Int, _ action: NumbersCoordinator.ScreenAction) -> Self {
    .routes(.screen(RouteID(id), .numbers(.routes(.screen(RouteID(childID), action)))))
  }

  /// The action `action` of the screen `childID` of the preview shown by the route `id`.
  static func previewing(
    _ id: Int, _ childID: Int, _ action: NumbersCoordinator.ScreenAction
  ) -> Self {
    .routes(.screen(RouteID(id), .preview(.routes(.screen(RouteID(childID), action)))))
  }
}

@MainActor
func makeStore(
  _ state: ItemsCoordinator.State = .hundred, clock: TestClock = TestClock()
) -> ItemsStore {
  TestStore(
    initialState: state,
    reducer: ItemsCoordinator(
      Dependencies().with(\.numberFact, .live(clock: clock, delay: .seconds(1)))),
    clock: clock)
}

/// The state reached by sending `actions`, and every action they lead to; each must change
/// the state, so that an action that went nowhere fails the test.
@MainActor
func reach(
  _ actions: [ItemsCoordinator.Action], from state: ItemsCoordinator.State = .hundred,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> ItemsCoordinator.State {
  let store = makeStore(state)
  store.exhaustivity = .off
  for action in actions {
    let before = store.state
    await store.send(action)
    await store.skipReceivedActions()
    #expect(store.state != before, "\(action) changed nothing", sourceLocation: sourceLocation)
  }
  return store.state
}
