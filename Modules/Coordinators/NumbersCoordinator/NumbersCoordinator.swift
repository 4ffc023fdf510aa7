public import Architecture
import NumberDetailFeature
public import NumbersListFeature
public import Presentation

/// The numbers example's coordinator: a list of numbers, a number's detail pushed or presented
/// as a sheet with navigation of its own, and a number's divisors. It owns the route stack and
/// every navigation decision (``decide(_:from:in:)``).
public struct NumbersCoordinator: Coordinator {
  /// The navigation state: the list at the root, or the detail a host starts the coordinator
  /// at.
  public typealias State = CoordinatorState<NumbersCoordinator>

  /// What happens to the coordinator: its stack's actions, and its events for whoever shows it.
  public typealias Action = CoordinatorAction<Screen, ScreenAction, Delegate>

  /// What the coordinator tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The screen at the root is done, a detail a host started the coordinator at: only the
    /// host can close the route that shows the coordinator, if that is what done means there.
    case finished
  }

  /// What the details read from the outside world: the number-fact client.
  public let dependencies: Dependencies

  /// A coordinator whose features read `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }
}

extension CoordinatorState<NumbersCoordinator> {
  /// The list alone, at a root that embeds navigation, as a host's pushed route does.
  public init(list: NumbersList.State = NumbersList.State()) {
    self.init(root: .list(list))
  }

  /// One number's detail at the root, as a host shows a number in a sheet of its own: its
  /// "done" then tells the host the coordinator is ``NumbersCoordinator/Delegate/finished``.
  public init(detail number: Int) {
    self.init(root: .detail(NumberDetail.State(number: number)))
  }
}
