import CasePaths
public import ItemDetailFeature
public import ItemsListFeature
public import NumberDetailFeature
public import NumbersCoordinator

extension ItemsCoordinator {
  /// The screens of the items tab: two features, a whole numbers coordinator pushed as a child,
  /// and the number detail presented as a sheet.
  public enum Screen: Codable, Equatable, Sendable {
    /// The list of items.
    case list(ItemsList.State)
    /// One item.
    case detail(ItemDetail.State)
    /// A child coordinator pushed onto this tab's navigation, with pushes of its own.
    case numbers(NumbersCoordinator.State)
    /// The number detail screen, presented: the same module the numbers tab pushes.
    case preview(NumberDetail.State)

    static let listCase = CasePath<Screen, ItemsList.State>(Screen.list) {
      if case .list(let state) = $0 { state } else { nil }
    }
    static let detailCase = CasePath<Screen, ItemDetail.State>(Screen.detail) {
      if case .detail(let state) = $0 { state } else { nil }
    }
    static let numbersCase = CasePath<Screen, NumbersCoordinator.State>(Screen.numbers) {
      if case .numbers(let state) = $0 { state } else { nil }
    }
    static let previewCase = CasePath<Screen, NumberDetail.State>(Screen.preview) {
      if case .preview(let state) = $0 { state } else { nil }
    }
  }

  /// The actions of the screens, by screen.
  public enum ScreenAction: Equatable, Sendable {
    /// The list's actions.
    case list(ItemsList.Action)
    /// An item's actions.
    case detail(ItemDetail.Action)
    /// The child coordinator's actions.
    case numbers(NumbersCoordinator.Action)
    /// The presented number detail's actions.
    case preview(NumberDetail.Action)

    static let listCase = CasePath<ScreenAction, ItemsList.Action>(ScreenAction.list) {
      if case .list(let action) = $0 { action } else { nil }
    }
    static let detailCase = CasePath<ScreenAction, ItemDetail.Action>(ScreenAction.detail) {
      if case .detail(let action) = $0 { action } else { nil }
    }
    static let numbersCase = CasePath<ScreenAction, NumbersCoordinator.Action>(
      ScreenAction.numbers
    ) {
      if case .numbers(let action) = $0 { action } else { nil }
    }
    static let previewCase = CasePath<ScreenAction, NumberDetail.Action>(ScreenAction.preview) {
      if case .preview(let action) = $0 { action } else { nil }
    }
  }
}
