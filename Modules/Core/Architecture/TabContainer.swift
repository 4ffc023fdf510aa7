/// A reusable tab container: routes each tab's actions to its child and keeps every child's
/// state across tab switches.
///
/// Effects live under their tab, so two tabs showing the same feature never cancel each
/// other's work. An action for a tab that does not exist is reported and ignored.
public struct TabContainer<Tab: Hashable & Sendable, Child: Reducer>: Reducer {
  /// The state: the tabs and their children.
  public typealias State = Tabs<Tab, Child.State>
  /// The actions: selection and children's actions.
  public typealias Action = TabsAction<Tab, Child.Action>

  let child: Child

  /// A container running `child` for every tab.
  public init(child: () -> Child) {
    self.child = child()
  }

  /// Selects tabs and runs children.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tabSelected(let tab):
      guard state.select(tab) else {
        return .report("there is no tab \(tab); the tabs are \(state.tabs)")
      }
      return .none
    case .tab(let tab, let childAction):
      guard let index = state.index(of: tab) else {
        return .report("\(childAction) arrived for tab \(tab), which does not exist; ignored")
      }
      return child.reduce(into: &state.children[index], action: childAction)
        .scoped(under: .tab(index), embed: { .tab(tab, $0) })
    }
  }
}
