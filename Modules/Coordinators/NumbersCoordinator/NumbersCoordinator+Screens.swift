public import Architecture
public import Navigation
public import NumberDetailFeature
public import NumberDivisorsFeature
public import NumbersListFeature
public import Presentation

// The coordinator's declaration: every screen it shows, and everything that differs from one
// screen to another, is named in this file, but for which screen may be the root of a saved state
// (`NumbersCoordinator+Validation.swift`). A screen is named in four places: its case in each
// enum, its declaration in `screens`, and its arm in `decide`, which has no catch-all.

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
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// An action of the list.
    case list(NumbersList.Action)
    /// An action of a detail.
    case detail(NumberDetail.Action)
    /// An action of a divisors screen.
    case divisors(NumberDivisors.Action)
  }

  /// Every screen, in the order a link's segment is tried on them.
  public static let screens: [ScreenCase<Screen, ScreenAction>] = [
    // The list, at the root of every link.
    ScreenCase(
      NumbersList.self, Screen.list, ScreenAction.list,
      state: { if case .list(let state) = $0 { state } else { nil } },
      action: { if case .list(let action) = $0 { action } else { nil } }, link: .root),
    // A number's detail: `/3` pushed, `/sheet=3` presented by the list.
    ScreenCase(
      NumberDetail.self, Screen.detail, ScreenAction.detail,
      state: { if case .detail(let state) = $0 { state } else { nil } },
      action: { if case .detail(let action) = $0 { action } else { nil } },
      link: .number(
        \.number, { NumberDetail.State(number: $0) }, in: NumberDetail.range, presentedAs: "sheet",
        above: "the list, so it comes first, as in '/sheet=3/6'",
        where: { if case .list = $0 { true } else { false } })),
    // A number's divisors: `divisors` after its detail, and nothing after a list of none.
    ScreenCase(
      NumberDivisors.self, Screen.divisors, ScreenAction.divisors,
      state: { if case .divisors(let state) = $0 { state } else { nil } },
      action: { if case .divisors(let action) = $0 { action } else { nil } },
      link: .word("divisors", follows: "a number, as in '/12/divisors'") {
        if case .detail(let detail) = $0 {
          NumberDivisors.State(number: detail.number)
        } else {
          nil
        }
      }
      .ending { $0.listsNone ? "the divisors of \($0.number) list none to choose" : nil }),
  ]

  /// Every navigation decision of the example, one arm per screen: a number chosen pushes its
  /// detail, a preview presents it as a sheet with navigation of its own, and "done" closes
  /// the route that said it, or at the root tells the host.
  public func decide(
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
        // Whatever showed the detail, removing its route is what "done" means here; the root
        // is the host's to remove.
        guard id != state.routes.root.id else { return .send(.delegate(.finished)) }
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
}
