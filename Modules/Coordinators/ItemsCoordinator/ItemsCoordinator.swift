public import Architecture
import CasePaths
import ItemDetailFeature
public import ItemsListFeature
public import Navigation
import NumberDetailFeature
public import NumberFactClient
public import NumbersCoordinator
import NumbersListFeature
public import Presentation

/// The items tab: a long list, an item's detail, a whole numbers coordinator pushed inside this
/// tab's navigation, and the number detail presented as a sheet.
///
/// It shows both ways of nesting: the numbers coordinator is *pushed* (its own pushes continue
/// this tab's navigation, so back walks through them first), while the preview is *presented*
/// with a navigation of its own.
public struct ItemsCoordinator: Reducer {
  /// The tab's navigation.
  public struct State: Codable, Equatable, Sendable {
    /// The screens, the list at the root.
    public var routes: RouteStack<Screen>

    /// The list alone.
    public init(list: ItemsList.State = ItemsList.State()) {
      routes = RouteStack(root: .list(list))
    }
  }

  /// What happens in the tab.
  public enum Action: Equatable, Sendable {
    /// A screen's action, or a request to dismiss one.
    case routes(StackAction<ScreenAction>)
    /// A deep link was opened: the whole new stack, and the link of the numbers coordinator
    /// it pushes, which that child opens itself.
    case linkOpened([Route<Screen>], numbers: DeepLink?)

    static let routesCase = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
      if case .routes(let action) = $0 { action } else { nil }
    }
  }

  let factClient: NumberFactClient
  private static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) =
    \.routes

  /// A tab whose number screens ask `factClient` for facts.
  public init(factClient: NumberFactClient) {
    self.factClient = factClient
  }

  /// Runs the screens, then decides where to go.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(Self.navigate)
      .forEachRoute(Self.routes, action: Action.routesCase) {
        ScopeCase(state: Screen.listCase, action: ScreenAction.listCase) { ItemsList() }
          .combined(
            with: ScopeCase(state: Screen.detailCase, action: ScreenAction.detailCase) {
              ItemDetail()
            }
          )
          .combined(
            with: ScopeCase(state: Screen.numbersCase, action: ScreenAction.numbersCase) {
              NumbersCoordinator(factClient: factClient)
            }
          )
          .combined(
            with: ScopeCase(state: Screen.previewCase, action: ScreenAction.previewCase) {
              NumberDetail(factClient: factClient)
            })
      }
      .reduce(into: &state, action: action)
  }

  /// The numbers coordinator an item pushes: the first five multiples of its id, as far as
  /// they are numbers a detail can show. An id from a state file may be anywhere up to
  /// `Int.max`, so the products are checked rather than trusted.
  public static func numbers(for id: Int) -> NumbersCoordinator.State {
    let multiples = (1...5).compactMap { factor -> Int? in
      let (product, overflow) = id.multipliedReportingOverflow(by: factor)
      return !overflow && NumberDetail.range.contains(product) ? product : nil
    }
    return NumbersCoordinator.State(list: NumbersList.State(numbers: multiples))
  }

  /// Every navigation decision of the tab.
  ///
  /// Exhaustive by construction: each screen's delegate events are switched over in full and
  /// each screen is named, with no catch-all, so a new event or a new screen does not compile
  /// until this decides what it means (the number detail is hosted here and in the numbers
  /// coordinator, and each decides for itself).
  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    do {
      switch action {
      case .routes(.screen(_, .list(.delegate(let event)))):
        switch event {
        case .itemSelected(let id):
          guard case .list(let list) = state.routes.root.screen,
            let item = list.items.first(where: { $0.id == id })
          else { return .report("item \(id) is not on the list") }
          try state.routes.push(.detail(ItemDetail.State(id: item.id, name: item.name)))
        }
      case .routes(.screen(let routeID, .detail(.delegate(let event)))):
        switch event {
        case .numbersRequested(let id):
          try state.routes.push(.numbers(numbers(for: id)))
        case .previewRequested(let id):
          state.routes.presentSheet(
            .preview(NumberDetail.State(number: id)), embedsNavigation: true)
        case .finished:
          return .send(.routes(.dismiss(routeID)))
        }
      case .routes(.screen(let routeID, .preview(.delegate(let event)))):
        switch event {
        case .showDouble(let number):
          try state.routes.push(.preview(NumberDetail.State(number: number)))
        case .finished:
          return .send(.routes(.dismiss(routeID)))
        }
      case .linkOpened(let routes, let numbersLink):
        try state.routes.replace(with: routes, keepingIdentityWhile: Screen.isSamePlace)
        // The child opens its own part, so its routes that leave are settled by its own rules.
        guard let numbersLink, case .numbers(let child) = state.routes.top.screen else { break }
        let childRoutes = try NumbersCoordinator.routes(
          for: numbersLink, list: child.routes.root.screen)
        return .send(.routes(.screen(state.routes.top.id, .numbers(.linkOpened(childRoutes)))))
      case .routes(.screen(_, .list)), .routes(.screen(_, .detail)),
        .routes(.screen(_, .numbers)), .routes(.screen(_, .preview)), .routes(.dismiss):
        // A screen's own actions, which its reducer has run (the numbers child decides its
        // own navigation and reports nothing upward), and dismissals, which forEachRoute has
        // carried out: nothing is left to decide.
        break
      }
    } catch {
      return .report("\(action) was not carried out: \(error)")
    }
    return .none
  }
}
