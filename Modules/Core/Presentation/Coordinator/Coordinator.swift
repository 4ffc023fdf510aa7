public import Architecture
public import Navigation

/// A coordinator: it owns a stack of screens, declares each screen once, and decides what
/// happens when a screen reports upward. Everything else (its reducer, the screen on top, back,
/// its links, the check of a saved state, how a host shows it) is derived from that.
///
/// A coordinator declares its screens once (``screens``), and decides about their events
/// (``decide(_:from:in:)``), one arm per screen with no catch-all, so a new screen or a new
/// event does not compile until the coordinator says what it means:
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
/// The rest is optional, each with a default: ``navigate(_:_:)`` for actions of its own, a
/// ``name`` and a ``title(of:)`` for hosts, ``refusal(restoring:)`` for rules a saved state
/// must keep beyond its links, and the front end's operations (``Presentable``) for a
/// coordinator whose links or back are its own, as a tab container's are.
public protocol Coordinator: Presentable, SendableMetatype
where State == CoordinatorState<Self>, Action: RoutesAction<Screen, ScreenAction> {
  /// The screens the stack shows, one case per feature.
  associatedtype Screen: Codable & Sendable
  /// The screens' actions, one case per feature.
  associatedtype ScreenAction: Sendable
  /// What the coordinator tells whoever shows it: its type named `Delegate`, or `Never`. A
  /// coordinator whose actions are `CoordinatorAction<Screen, ScreenAction, Delegate>` has no
  /// actions of its own, so it needs no ``navigate(_:_:)``; one with actions of its own must
  /// decide them there.
  associatedtype Delegate = Never

  /// The coordinator, its features reading what they need from `dependencies`: how an app
  /// builds it, and how a host builds the child it shows.
  init(_ dependencies: Dependencies)

  /// What the features and the decisions read from the outside world.
  var dependencies: Dependencies { get }

  /// The declaration of every screen, in the order a link's segment is tried on them. A
  /// screen the stack shows without one is refused in a restored state, and named by the
  /// reach test (`FlowChart.reachProblem`) and on the screen itself.
  static var screens: [ScreenCase<Screen, ScreenAction>] { get }

  /// What the coordinator decides about an action of the screen on route `id`, run after the
  /// screen's own reducer: one arm per screen and no catch-all, so that a new screen's
  /// delegate events cannot be dropped.
  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action>

  /// What the coordinator decides about an action of its own (a host's request, say), and
  /// about a route's closing before the stack carries it out. Required of a coordinator with
  /// actions of its own, so that none is dropped unread; nothing for ``CoordinatorAction``.
  func navigate(_ state: inout State, _ action: Action) -> Effect<Action>

  /// The name of the coordinator's stack in the navigation tree, as in `numbers`; by default
  /// its type's name, without `Coordinator`, in lower case.
  static var name: String { get }

  /// The title a host shows the coordinator by in one of its routes; by default its first
  /// screen's.
  static func title(of state: State) -> String

  /// What else the coordinator refuses in a restored state, beyond its features' own fields
  /// and its declarations, or `nil`: the one place for rules of its own, such as which screen
  /// may be the root, or what its hosted data must hold. Nothing by default.
  static func refusal(restoring state: State) -> String?
}
