public import Architecture
public import Navigation

/// A coordinator: it owns a stack of screens, declares each once, and decides what their events
/// mean. Everything else (its reducer, back, links, restoring, hosting) is derived from that.
///
/// Its ``decide(_:from:in:)`` has one arm per screen and no catch-all, so a new screen or event
/// does not compile until the coordinator says what it means:
///
/// ```swift
/// struct GreeterCoordinator: Coordinator {
///   typealias State = CoordinatorState<GreeterCoordinator>
///   typealias Action = CoordinatorAction<Screen, ScreenAction, Never>
///   static let screens = [ScreenCase(NameEntry.self, Screen.names, ScreenAction.names, …), …]
///   func decide(_ action: ScreenAction, from id: RouteID, in state: inout State)
///     -> Effect<Action> { … }
/// }
/// ```
///
/// The rest has defaults: ``navigate(_:_:)``, ``name``, ``title(of:)``, ``refusal(restoring:)``,
/// a ``gate``, and the ``Presentable`` operations for a coordinator whose links or back are its
/// own.
public protocol Coordinator: Presentable, SendableMetatype
where State == CoordinatorState<Self>, Action: RoutesAction<Screen, ScreenAction> {
  /// The screens the stack shows, one case per feature.
  associatedtype Screen: Codable & Sendable
  /// The screens' actions, one case per feature.
  associatedtype ScreenAction: Sendable
  /// What the coordinator tells whoever shows it: its type named `Delegate`, or `Never`.
  associatedtype Delegate = Never

  /// A coordinator whose features read what they need from `dependencies`.
  init(_ dependencies: Dependencies)

  /// What the features and the decisions read from the outside world.
  var dependencies: Dependencies { get }

  /// Every screen's declaration, in the order a link's segment tries them. A screen without one
  /// is refused in a restored state, and named by `FlowChart.screenProblems` and on screen.
  static var screens: [ScreenCase<Screen, ScreenAction>] { get }

  /// The decision about an action of the screen on route `id`, after the screen's reducer.
  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action>

  /// The decision about an action of the coordinator's own, or a route's closing before the
  /// stack carries it out; required with actions of its own, so none is dropped unread.
  func navigate(_ state: inout State, _ action: Action) -> Effect<Action>

  /// The stack's name in the navigation tree, by default the type's without `Coordinator`.
  static var name: String { get }

  /// The title a host shows the coordinator by; by default its first screen's.
  static func title(of state: State) -> String

  /// What else the coordinator refuses in a restored state, or `nil`: rules of its own, such as
  /// which screen may be the root. Nothing by default.
  static func refusal(restoring state: State) -> String?

  /// The gate some of the screens wait behind, or `nil`: while it is closed, a link or a
  /// decision that reaches a guarded screen shows the gate, the way on pending. None by
  /// default.
  static var gate: Gate<Self>? { get }
}
