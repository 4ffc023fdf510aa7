public import Architecture
public import Navigation

extension Coordinator {
  /// The title of the first screen.
  @inlinable
  public static func title(of state: State) -> String { title(of: state.routes.root.screen) }

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

  /// The stack as a navigation node called ``name``, routes titled and nested by their feature.
  @inlinable
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(
      name: name, stack: state.routes, title: { title(of: $0) }, nested: { nested(in: $0) })
  }

  /// The screen on top, its commands sent to its route.
  @inlinable
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    let id = top.id
    // The declaration's case is the screen's own, so there is always a view.
    var view = feature(of: top.screen).view(of: top.screen) ?? ScreenView(title: "")
    if let then = pendingTitle(of: state) { view.then = then }
    return view.map { Action.routes(.screen(id, $0)) }
  }

  /// What a user's back does: a child in the top route goes back within itself first, else the
  /// top route closes. A child that refuses is closed; a host whose child may refuse for
  /// another reason (a flow to finish first) writes its own back.
  /// - Throws: ``Refusal`` when the root is on top.
  @inlinable
  public static func back(in state: State) throws(Refusal) -> Action {
    let top = state.routes.top
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
}
