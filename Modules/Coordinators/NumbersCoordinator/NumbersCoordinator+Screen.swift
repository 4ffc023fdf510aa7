public import CasePaths
public import NumberDetailFeature
public import NumbersListFeature

extension NumbersCoordinator {
  /// The screens the numbers coordinator shows: each is a feature's state, unchanged.
  public enum Screen: Codable, Equatable, Sendable {
    /// The list of numbers.
    case list(NumbersList.State)
    /// One number, pushed or presented.
    case detail(NumberDetail.State)

    /// Reaches the list's state.
    public static let listCase = CasePath<Screen, NumbersList.State>(Screen.list) {
      if case .list(let state) = $0 { state } else { nil }
    }
    /// Reaches a detail's state.
    public static let detailCase = CasePath<Screen, NumberDetail.State>(Screen.detail) {
      if case .detail(let state) = $0 { state } else { nil }
    }

    /// Whether two screens are the same place for a deep link: the list, or a detail of the
    /// same number, whatever else they hold.
    public static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
      switch (lhs, rhs) {
      case (.list, .list): true
      case (.detail(let a), .detail(let b)): a.number == b.number
      // Each screen named, so that a new one must say what counts as the same place.
      case (.list, _), (.detail, _): false
      }
    }
  }

  /// The actions of the screens, by screen.
  public enum ScreenAction: Equatable, Sendable {
    /// An action of the list.
    case list(NumbersList.Action)
    /// An action of a detail.
    case detail(NumberDetail.Action)

    /// Reaches the list's actions.
    public static let listCase = CasePath<ScreenAction, NumbersList.Action>(ScreenAction.list) {
      if case .list(let action) = $0 { action } else { nil }
    }
    /// Reaches a detail's actions.
    public static let detailCase = CasePath<ScreenAction, NumberDetail.Action>(
      ScreenAction.detail
    ) {
      if case .detail(let action) = $0 { action } else { nil }
    }
  }
}
