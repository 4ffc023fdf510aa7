/// Actions that are a coordinator's stack's and its events for whoever shows it, and nothing
/// of its own: such a coordinator needs no ``Coordinator/navigate(_:_:)``.
public protocol StackActionsOnly: RoutesAction {}
