public import Architecture

/// A reducer a front end can show, navigate and link to, through pure functions of its state:
/// an app's root coordinator provides it, and a parent builds its answers from its children's.
public protocol Presentable: Reducer {
  /// The navigation tree of `state`, for transitions, breadcrumbs and `tree`.
  static func navigation(of state: State) -> NavigationNode
  /// The screen on top, with its commands sending this reducer's actions.
  static func screen(of state: State) -> ScreenView<Action>
  /// The action a user's back sends: pop the top push or dismiss the top presentation.
  /// - Throws: ``Refusal`` saying why there is nothing to go back to.
  static func back(in state: State) throws(Refusal) -> Action
  /// The canonical deep link of what is on screen.
  static func link(of state: State) -> DeepLink
  /// The most bytes ``link(of:)`` prints for any state, and so the longest line `open` takes.
  /// Derived from the stacks' capacity and the screens' segments, so every printed link opens.
  static var longestLink: Int { get }
  /// The one action that takes `state` to the place `link` names.
  /// - Throws: ``Refusal`` naming the segment that is unknown or not reachable, and why.
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action
  /// Whether `action` leaves what this reducer shows, closing a front end that shows it alone.
  /// Asked only of the reducer at a front end's root; hosts decide for their children.
  static func leaves(by action: Action) -> Bool
  /// Whether two states start at the same screen: a restored app or a hosted child starts only
  /// where a fresh one does.
  static func startsAlike(_ lhs: State, _ rhs: State) -> Bool
  /// ``back(in:)`` at a front end's root, refused where it would leave what the front end
  /// shows, since a back never quits an app without a word.
  /// - Throws: ``Refusal`` saying why there is nothing to go back to, and that quitting leaves.
  static func backAtRoot(in state: State) throws(Refusal) -> Action
  /// What is wrong with the reducer's declarations, or `nil`: a front end refuses to start an
  /// app that would print links it cannot open.
  static var declarationProblem: String? { get }
}

extension Presentable {
  /// ``back(in:)``, refused where its action would leave what the front end shows.
  public static func backAtRoot(in state: State) throws(Refusal) -> Action {
    let action = try back(in: state)
    guard !leaves(by: action) else { throw leavingRefusal(in: state) }
    return action
  }

  /// Why a back at a front end's root does not leave, with quitting as the remedy.
  public static func leavingRefusal(in state: State) -> Refusal {
    Refusal(
      "there is nothing to go back to: '\(screen(of: state).title)' is the first screen",
      remedies: [Remedy(.quit, "to leave")])
  }

  /// Nothing leaves: the user quits the front end.
  public static func leaves(by action: Action) -> Bool { false }

  /// Every state the coordinator's own checks accept is one it starts at.
  public static func startsAlike(_ lhs: State, _ rhs: State) -> Bool { true }

  /// Nothing is declared that the reducer's own checks do not cover.
  public static var declarationProblem: String? { nil }
}
