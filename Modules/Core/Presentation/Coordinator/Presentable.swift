public import Architecture

/// A reducer whose state a front end can show, navigate and link to: what an app's root
/// coordinator provides, and what a parent coordinator reuses from its children.
///
/// Every requirement is a pure function of the state, so a front end (the line runtime today)
/// needs nothing else, the whole interface can be tested without one, and a parent builds its
/// own answers from its children's.
public protocol Presentable: Reducer {
  /// The navigation tree of `state`, for transitions, breadcrumbs and `tree`.
  static func navigation(of state: State) -> NavigationNode
  /// The screen on top, with its commands sending this reducer's actions.
  static func screen(of state: State) -> ScreenView<Action>
  /// The action a user's back sends: pop the top push or dismiss the top presentation, or
  /// whatever the coordinator decides instead.
  /// - Throws: ``Refusal`` saying why there is nothing to go back to.
  static func back(in state: State) throws(Refusal) -> Action
  /// The canonical deep link of what is on screen.
  static func link(of state: State) -> DeepLink
  /// The most bytes ``link(of:)`` prints for any state: what `open` accepts, and with it the
  /// longest line a front end reads. Derived from the stacks' capacity and the longest segment
  /// of each screen, so that every link printed opens again.
  static var longestLink: Int { get }
  /// The one action that takes `state` to the place `link` names.
  /// - Throws: ``Refusal`` naming the segment that is unknown or not reachable, and why.
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action
  /// Whether `action` means the user left what this reducer shows, so that a front end showing
  /// it alone closes: a flow confirmed as left, say. Hosts decide for themselves what a child's
  /// leaving means; this is asked only of the reducer at the root of a front end.
  static func leaves(by action: Action) -> Bool
  /// Whether two states start at the same screen: a front end starts a restored state only
  /// where its app's fresh state starts, and a host a child only where its own fresh child
  /// starts, so that a coordinator a host may start elsewhere (the numbers at a detail, for a
  /// preview) is refused as an app's or a tab's.
  static func startsAlike(_ lhs: State, _ rhs: State) -> Bool
  /// The action a user's back sends where a front end shows this reducer at its root:
  /// ``back(in:)``, refused where it would leave what the front end shows (a flow's first
  /// step), since a back never quits an app without a word. By default a back whose action
  /// ``leaves(by:)`` is refused.
  /// - Throws: ``Refusal`` saying why there is nothing to go back to, and that quitting leaves.
  static func backAtRoot(in state: State) throws(Refusal) -> Action
  /// What is wrong with the declarations the reducer is built from, or `nil`: a front end
  /// refuses to start an app whose declarations would print links it cannot open, rather than
  /// find out at the first `where`.
  static var declarationProblem: String? { get }
}

extension Presentable {
  /// ``back(in:)``, refused where its action would leave what the front end shows.
  public static func backAtRoot(in state: State) throws(Refusal) -> Action {
    let action = try back(in: state)
    guard !leaves(by: action) else { throw leavingRefusal(in: state) }
    return action
  }

  /// Why a back at a front end's root does not leave: there is nothing to go back to, and
  /// quitting leaves.
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
