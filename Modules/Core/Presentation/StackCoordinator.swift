public import Architecture
public import Navigation

/// A coordinator that owns a stack of screens and declares each: the skeleton every
/// coordinator shares (``RoutesCoordinator``), so that one is written as its declarations alone.
///
/// A conforming coordinator says which feature shows each screen (one exhaustive switch) and
/// what it decides about its screens' actions (another). The reducer that ties these together,
/// a link's new stack, the titles and the screen on top are derived, written once.
///
/// ```swift
/// static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction> {
///   switch screen {
///   case .list: list
///   case .detail: detail
///   }
/// }
/// func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
///   switch action {
///   case .list(.delegate(.numberSelected(let number))): state.routes.push(.detail(…))
///   …
///   }
/// }
/// ```
public protocol StackCoordinator: RoutesCoordinator
where ScreenReducer == Screens<Screen, ScreenAction> {
  /// What the features and the decisions read from the outside world.
  var dependencies: Dependencies { get }

  /// The declaration of each screen: one arm per case of ``RoutesCoordinator/Screen`` and no
  /// catch-all, so that a screen without its feature does not compile.
  static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction>
}

extension StackCoordinator {
  /// Every screen by its declaration, its feature reading the coordinator's dependencies.
  @inlinable
  public func screens(in state: State) -> Screens<Screen, ScreenAction> {
    Screens(dependencies, feature: Self.feature(of:))
  }

  /// The title of a screen, as its feature (or its declaration) gives it.
  @inlinable
  public static func title(of screen: Screen) -> String {
    feature(of: screen).title(of: screen) ?? ""
  }

  /// The navigation a screen holds within itself: a child coordinator's stack.
  @inlinable
  public static func nested(in screen: Screen) -> NavigationNode? {
    feature(of: screen).nested(in: screen)
  }

  /// The screen on top, its commands sent to its route.
  @inlinable
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    let id = top.id
    // The declaration's case is the screen's own, so there is always a view.
    let view = feature(of: top.screen).view(of: top.screen) ?? ScreenView(title: "")
    return view.map { Action.routes(.screen(id, $0)) }
  }

  /// What a user's back does: a coordinator shown in the top route goes back within itself
  /// first; otherwise the top route closes, a pop or the dismissal of the presentation on top.
  ///
  /// A child that refuses to go back is taken to be at its first screen, and closed. A host
  /// whose child may refuse for another reason (a flow that must be finished first) writes its
  /// own back, as the settings tab does for the profile flow.
  /// - Throws: ``Refusal`` when the root is on top, which nothing removes.
  @inlinable
  public static func back(in state: State) throws(Refusal) -> Action {
    let top = state.routes.top
    // A child that cannot go back further is closed by its host, as its first screen's back.
    if let child = feature(of: top.screen).child, let within = try? child.back(in: top.screen) {
      return .routes(.screen(top.id, within))
    }
    guard state.routes.canGoBack else {
      throw Refusal(
        "there is nothing to go back to: '\(title(of: state.routes.root.screen))' is the first "
          + "screen")
    }
    return .routes(.close(top.id))
  }

  /// Two states start alike when their roots are the same screen, whatever each holds.
  @inlinable
  public static func startsAlike(_ lhs: State, _ rhs: State) -> Bool {
    feature(of: lhs.routes.root.screen).holds(rhs.routes.root.screen)
  }

  /// The stack as a navigation node called `name`, each route titled and nested by its
  /// feature.
  @inlinable
  public static func navigation(of state: State, named name: String) -> NavigationNode {
    NavigationNode(
      name: name, stack: state.routes, title: { title(of: $0) }, nested: { nested(in: $0) })
  }
}
