import ItemDetailFeature
import ItemsListFeature
import Navigation
import NumberDetailFeature
import NumbersCoordinator
public import Presentation

extension ItemsCoordinator: Presentable {
  /// The tab's stack, with the pushed numbers coordinator's stack nested in its route.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(
      name: "items", stack: state.routes, title: title(of:),
      nested: { screen in
        switch screen {
        case .numbers(let child): NumbersCoordinator.navigation(of: child)
        case .list, .detail, .preview: nil
        }
      })
  }

  /// The title a screen shows.
  public static func title(of screen: Screen) -> String {
    switch screen {
    case .list(let list): ItemsList.title(of: list)
    case .detail(let detail): ItemDetail.title(of: detail)
    case .numbers(let child):
      if case .list(let list) = child.routes.root.screen, let first = list.numbers.first {
        "Multiples of \(first)"
      } else {
        "Numbers"
      }
    case .preview(let number): NumberDetail.title(of: number)
    }
  }

  /// The screen on top; for the pushed coordinator, the screen on top of its own stack.
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    func send(_ action: ScreenAction) -> Action { .routes(.screen(top.id, action)) }
    switch top.screen {
    case .list(let list): return ItemsList.view(of: list).map { send(.list($0)) }
    case .detail(let detail): return ItemDetail.view(of: detail).map { send(.detail($0)) }
    case .numbers(let child): return NumbersCoordinator.screen(of: child).map { send(.numbers($0)) }
    case .preview(let number): return NumberDetail.view(of: number).map { send(.preview($0)) }
    }
  }

  /// The pushed coordinator goes back within itself first, then leaves; anything else is
  /// popped or dismissed.
  public static func back(in state: State) throws(InputError) -> Action {
    let top = state.routes.top
    if case .numbers(let child) = top.screen, child.routes.canGoBack {
      return .routes(.screen(top.id, .numbers(try NumbersCoordinator.back(in: child))))
    }
    guard state.routes.canGoBack else {
      throw InputError(
        "there is nothing to go back to: the items list is the first screen of this tab")
    }
    return .routes(.dismiss(top.id))
  }
}
