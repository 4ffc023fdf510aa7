import Architecture
import Navigation
public import NumberDetailFeature
public import NumberDivisorsFeature
public import NumbersListFeature
public import Presentation

// The coordinator's declaration: every screen it shows, and everything that differs from one
// screen to another, is named in this file and nowhere else. Each switch names every screen,
// with no catch-all, so a new screen does not compile until each one says what it means.

extension NumbersCoordinator {
  /// The screens the numbers coordinator shows: each is a feature's state, unchanged.
  public enum Screen: Codable, Equatable, Sendable {
    /// The list of numbers.
    case list(NumbersList.State)
    /// One number, pushed or presented.
    case detail(NumberDetail.State)
    /// The divisors of a number, pushed from its detail.
    case divisors(NumberDivisors.State)
  }

  /// The actions of the screens, by screen.
  public enum ScreenAction: Equatable, Sendable {
    /// An action of the list.
    case list(NumbersList.Action)
    /// An action of a detail.
    case detail(NumberDetail.Action)
    /// An action of a divisors screen.
    case divisors(NumberDivisors.Action)
  }

  /// The list.
  public static let list = ScreenCase(
    NumbersList.self, Screen.list, ScreenAction.list,
    state: { if case .list(let state) = $0 { state } else { nil } },
    action: { if case .list(let action) = $0 { action } else { nil } })

  /// A number's detail.
  public static let detail = ScreenCase(
    NumberDetail.self, Screen.detail, ScreenAction.detail,
    state: { if case .detail(let state) = $0 { state } else { nil } },
    action: { if case .detail(let action) = $0 { action } else { nil } })

  /// A number's divisors.
  public static let divisors = ScreenCase(
    NumberDivisors.self, Screen.divisors, ScreenAction.divisors,
    state: { if case .divisors(let state) = $0 { state } else { nil } },
    action: { if case .divisors(let action) = $0 { action } else { nil } })

  /// The feature of each screen.
  public static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction> {
    switch screen {
    case .list: list
    case .detail: detail
    case .divisors: divisors
    }
  }

  /// What the coordinator decides about a screen's delegate events; anything else the screen's
  /// reducer has already run. One arm per screen, so a new screen's events are never dropped
  /// in a catch-all.
  func screenEvent(
    _ action: ScreenAction, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    switch action {
    case .list(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .numberSelected(let number):
        state.routes.push(.detail(NumberDetail.State(number: number)))
      case .previewRequested(let number):
        state.routes.presentSheet(
          .detail(NumberDetail.State(number: number)), embedsNavigation: true)
      }
    case .detail(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .showDouble(let number):
        state.routes.push(.detail(NumberDetail.State(number: number)))
      case .divisorsRequested(let number):
        state.routes.push(.divisors(NumberDivisors.State(number: number)))
      case .finished:
        // Whatever showed the detail, removing its route is what "done" means here.
        return .send(.routes(.close(id)))
      }
    case .divisors(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .divisorSelected(let divisor):
        state.routes.push(.detail(NumberDetail.State(number: divisor)))
      case .finished:
        return .send(.routes(.close(id)))
      }
    }
    return .none
  }

  /// Whether two screens are the same place for a deep link: the list, or a detail of the
  /// same number, whatever else they hold.
  public static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    switch (lhs, rhs) {
    case (.list, .list): true
    case (.detail(let a), .detail(let b)): a.number == b.number
    case (.divisors(let a), .divisors(let b)): a.number == b.number
    case (.list, _), (.detail, _), (.divisors, _): false
    }
  }

  /// A route's segment in a link: a number for a pushed detail, `sheet=N` for the previewed
  /// one, `divisors` for the divisors of the detail below; `nil` for the list, which is the root
  /// every link starts from.
  static func linkSegment(of screen: Screen, style: RouteStyle) -> DeepLink.Segment? {
    switch screen {
    case .list:
      return nil
    case .detail(let detail):
      let number = String(detail.number)
      return style.isPresentation
        ? DeepLink.Segment("sheet", value: number) : DeepLink.Segment(number)
    case .divisors:
      return DeepLink.Segment("divisors")
    }
  }

  /// The route a link's segment names above `previous`, at `position` (0 is the first above
  /// the list).
  /// - Throws: ``InputError`` saying what the segment could be instead.
  static func route(
    for segment: DeepLink.Segment, after previous: Screen, at position: Int
  ) throws(InputError) -> Route<Screen> {
    if segment.name == "divisors" {
      guard case .detail(let detail) = previous, segment.value == nil else {
        throw InputError(
          "'divisors' follows a number and takes no value, as in '/12/divisors'")
      }
      return .push(.divisors(NumberDivisors.State(number: detail.number)))
    }
    if segment.name == "sheet" {
      guard position == 0 else {
        throw InputError(
          "'sheet' can only be the first segment, because only the list presents a sheet, "
            + "as in '/sheet=3/6'")
      }
      let number = try number(segment.value ?? "", in: "sheet")
      return .sheet(.detail(NumberDetail.State(number: number)), embedsNavigation: true)
    }
    guard segment.value == nil else {
      throw InputError("'\(segment.name)' takes no value; a number segment is like '/3'")
    }
    let number = try number(segment.name)
    // The detail chosen on the divisors may have been changed since (increment, decrement),
    // so any number may follow them; only a list with nothing to choose has nothing after it.
    if case .divisors(let divisors) = previous, divisors.listsNone {
      throw InputError(
        "the divisors of \(divisors.number) list none to choose, so nothing follows them; end "
          + "the link at 'divisors', as in '/12/divisors'")
    }
    return .push(.detail(NumberDetail.State(number: number)))
  }
}
