public import Architecture
public import EnumPaths

/// One screen of a coordinator: its feature and the enum cases that hold its state and actions.
/// A coordinator lists one per screen in ``Coordinator/screens``, and the rest is derived.
/// `link` has no default: a coordinator that writes its own links says `link: nil`.
public struct ScreenCase<Screen, ScreenAction>: Sendable {
  // One reference, as a copy is handed out for every title, view and action.
  @usableFromInline let parts: Parts

  @usableFromInline final class Parts: Sendable {
    /// Runs the feature on a screen when the action is its own; `nil` for another case's.
    @usableFromInline typealias Reduce =
      @Sendable (Dependencies, inout Screen, ScreenAction) -> Effect<ScreenAction>?

    @usableFromInline let name: String
    @usableFromInline let reduce: Reduce
    @usableFromInline let titleOf: @Sendable (Screen) -> String?
    @usableFromInline let viewOf: @Sendable (Screen) -> ScreenView<ScreenAction>?
    @usableFromInline let nestedIn: @Sendable (Screen) -> NavigationNode?
    @usableFromInline let holdsScreen: @Sendable (Screen) -> Bool
    @usableFromInline let link: ScreenLink<Screen, Screen>?
    @usableFromInline let child: HostedChild<Screen, ScreenAction>?

    @inlinable
    init(
      name: String,
      reduce: @escaping Reduce,
      titleOf: @escaping @Sendable (Screen) -> String?,
      viewOf: @escaping @Sendable (Screen) -> ScreenView<ScreenAction>?,
      nestedIn: @escaping @Sendable (Screen) -> NavigationNode?,
      holdsScreen: @escaping @Sendable (Screen) -> Bool,
      link: ScreenLink<Screen, Screen>?,
      child: HostedChild<Screen, ScreenAction>?
    ) {
      self.name = name
      self.reduce = reduce
      self.titleOf = titleOf
      self.viewOf = viewOf
      self.nestedIn = nestedIn
      self.holdsScreen = holdsScreen
      self.link = link
      self.child = child
    }
  }

  /// The screen's name in messages: its feature's type name.
  @inlinable public var name: String { parts.name }
  @inlinable var reduce: Parts.Reduce { parts.reduce }
  /// How the screen is written in a link; `nil` for a coordinator that offers none.
  @inlinable public var link: ScreenLink<Screen, Screen>? { parts.link }
  /// What a host asks of the screen when it is a coordinator of its own; `nil` for a feature.
  @inlinable public var child: HostedChild<Screen, ScreenAction>? { parts.child }

  /// The screen `Feature` shows, in the cases `screen` and `screenAction` build and `state`
  /// and `action` match; `title`, when given, replaces the feature's.
  @inlinable
  public init<Feature: ScreenFeature>(
    _ feature: Feature.Type,
    _ screen: @escaping @Sendable (Feature.State) -> Screen,
    _ screenAction: @escaping @Sendable (Feature.Action) -> ScreenAction,
    state: @escaping @Sendable (Screen) -> Feature.State?,
    action: @escaping @Sendable (ScreenAction) -> Feature.Action?,
    title: (@Sendable (Feature.State) -> String)? = nil,
    link: ScreenLink<Screen, Feature.State>?
  ) {
    self.init(
      make: { Feature($0) }, screen, screenAction, state: state, action: action,
      title: title ?? Feature.title(of:), view: Feature.view(of:), nested: Feature.nested(in:),
      link: link, child: HostedChild.of(feature, state: state, embed: screenAction))
  }

  /// The coordinator `Child` in one route, cased as for a feature; its link follows `link`.
  @inlinable
  public init<Child: Coordinator>(
    _ child: Child.Type,
    _ screen: @escaping @Sendable (Child.State) -> Screen,
    _ screenAction: @escaping @Sendable (Child.Action) -> ScreenAction,
    state: @escaping @Sendable (Screen) -> Child.State?,
    action: @escaping @Sendable (ScreenAction) -> Child.Action?,
    title: (@Sendable (Child.State) -> String)? = nil,
    link: ScreenLink<Screen, Child.State>?
  ) {
    self.init(
      make: { Child($0) }, screen, screenAction, state: state, action: action,
      title: title ?? Child.title(of:), view: Child.screen(of:), nested: Child.navigation(of:),
      link: link, child: HostedChild.of(child, state: state, embed: screenAction))
  }

  @inlinable
  init<Feature: Reducer>(
    make: @escaping @Sendable (Dependencies) -> Feature,
    _ screen: @escaping @Sendable (Feature.State) -> Screen,
    _ screenAction: @escaping @Sendable (Feature.Action) -> ScreenAction,
    state: @escaping @Sendable (Screen) -> Feature.State?,
    action: @escaping @Sendable (ScreenAction) -> Feature.Action?,
    title: @escaping @Sendable (Feature.State) -> String,
    view: @escaping @Sendable (Feature.State) -> ScreenView<Feature.Action>,
    nested: @escaping @Sendable (Feature.State) -> NavigationNode?,
    link: ScreenLink<Screen, Feature.State>?,
    child: HostedChild<Screen, ScreenAction>?
  ) {
    let statePath = CasePath(screen, extract: state)
    parts = Parts(
      name: String(describing: Feature.self),
      reduce: { dependencies, screenState, incoming in
        guard let featureAction = action(incoming) else { return nil }
        let effect = statePath.modify(&screenState) {
          make(dependencies).reduce(into: &$0, action: featureAction)
        }
        guard let effect else {
          return .report(
            "\(Feature.Action.self) \(featureAction) arrived while the screen shows another "
              + "case; send a screen's actions only to the route that shows it")
        }
        return effect.scoped(under: nil, embed: screenAction)
      },
      titleOf: { state($0).map(title) },
      viewOf: { state($0).map { view($0).map(screenAction) } },
      nestedIn: { state($0).flatMap(nested) },
      holdsScreen: { state($0) != nil },
      link: link?.over(screen, state),
      child: child)
  }

  /// The stand-in for a screen no declaration holds, which reports any action sent to it.
  @inlinable
  static func undeclared(in coordinator: String) -> Self {
    let fix =
      "\(coordinator) shows a screen that no ScreenCase in its 'screens' holds; add the "
      + "screen's ScreenCase to 'screens'"
    return Self(
      parts: Parts(
        name: "undeclared", reduce: { _, _, _ in .report(fix) }, titleOf: { _ in "Undeclared" },
        viewOf: { _ in ScreenView(title: "Undeclared", lines: [fix]) }, nestedIn: { _ in nil },
        holdsScreen: { _ in false }, link: nil, child: nil))
  }

  @inlinable
  init(parts: Parts) {
    self.parts = parts
  }

  /// Whether `screen` is this case.
  @inlinable public func holds(_ screen: Screen) -> Bool { parts.holdsScreen(screen) }
  /// The screen's title; `nil` when `screen` is another case.
  @inlinable public func title(of screen: Screen) -> String? { parts.titleOf(screen) }
  /// The screen's view, sending screen actions; `nil` when `screen` is another case.
  @inlinable public func view(of screen: Screen) -> ScreenView<ScreenAction>? {
    parts.viewOf(screen)
  }
  /// A child coordinator's navigation; `nil` for a plain screen or another case.
  @inlinable public func nested(in screen: Screen) -> NavigationNode? { parts.nestedIn(screen) }
}
