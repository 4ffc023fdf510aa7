public import ItemsListFeature

extension AppCoordinator {
  /// The items the showcase lists: ids 1 to 100 in order, each named `Item N`. The items tab
  /// is given it, and a saved items tab is held to it (``catalogueProblem(in:)``): no command
  /// adds, renames or removes an item.
  public static let catalogue = (1...100).map { ItemsList.Item(id: $0, name: "Item \($0)") }

  /// What makes `items` other than the app's ``catalogue``, or `nil` when they are it.
  ///
  /// The app's rule, not the list's: the list shows any catalogue its host gives it, so the
  /// one place that insists on this one is the app that chose it.
  public static func catalogueProblem(in items: [ItemsList.Item]) -> String? {
    let rule =
      "the app lists ids 1 to \(catalogue.count) in order, once each, named 'Item N'"
    guard items.count == catalogue.count else {
      return "the items list holds \(items.count) items; \(rule)"
    }
    for (position, (item, expected)) in zip(items, catalogue).enumerated() where item != expected {
      return item.id != expected.id
        ? "the item at position \(position) has the id \(item.id), where the app lists "
          + "\(expected.id); \(rule)"
        : "the item \(item.id) is renamed; name it '\(expected.name)', as the app does"
    }
    return nil
  }
}
