import ItemsListFeature

/// A catalogue as the showcase's: ids 1 to 100 in order, each named `Item N`. The list knows
/// no catalogue of its own; the tests give it this one, as a host would.
let hundredItems = (1...100).map { ItemsList.Item(id: $0, name: "Item \($0)") }

extension ItemsList.State {
  /// The hundred items on `page`.
  static func hundred(page: Int = 0) -> Self { Self(items: hundredItems, page: page) }
}
