public import Architecture
public import ItemsListFeature
import Navigation
import NumberDetailFeature
public import NumbersCoordinator
import NumbersListFeature
public import Presentation

/// The items tab: a long list, an item's detail, and the numbers coordinator hosted twice:
/// pushed inside this tab's navigation, and presented as a sheet from one number's detail.
///
/// It lists the catalogue its host gives it (``State/init(catalogue:)``); which items are
/// right is the host's rule, which it checks in its own saved state.
///
/// It shows both ways of nesting: the numbers coordinator is *pushed* (its own pushes continue
/// this tab's navigation, so back walks through them first), while the preview is *presented*
/// with a navigation of its own.
public struct ItemsCoordinator: Coordinator {
  /// The tab's navigation: the list at the root.
  public typealias State = CoordinatorState<ItemsCoordinator>

  /// What happens in the tab: its stack's actions, and no events for whoever shows it yet.
  /// Hosts switch over its events all the same, so that the first event it gains does not
  /// compile until every host decides it.
  public typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// What the number screens read from the outside world: the number-fact client.
  public let dependencies: Dependencies

  /// A tab whose features read `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  /// The numbers coordinator an item pushes: the first five multiples of its id, as far as
  /// they are numbers a detail shows, each once (the id 0 has one). An id may be anywhere up
  /// to `Int.max`, so the products are checked rather than trusted.
  public static func numbers(for id: Int) -> NumbersCoordinator.State {
    var seen: Set<Int> = []
    let multiples = (1...5).compactMap { factor -> Int? in
      let (product, overflow) = id.multipliedReportingOverflow(by: factor)
      return !overflow && NumberDetail.range.contains(product) && seen.insert(product).inserted
        ? product : nil
    }
    return NumbersCoordinator.State(list: NumbersList.State(numbers: multiples))
  }
}

extension CoordinatorState<ItemsCoordinator> {
  /// The list of `catalogue` alone, on its first page.
  public init(catalogue: [ItemsList.Item]) {
    self.init(root: .list(ItemsList.State(items: catalogue)))
  }
}
