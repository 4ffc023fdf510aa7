public import Architecture

/// One item: mark it as a favorite, open its numbers, preview its number, or say you are done.
///
/// It does not know whether it was pushed or presented, nor what its numbers or its preview
/// are: those are delegate events, and whoever shows the item decides how to show them.
public struct ItemDetail: Reducer {
  /// The item and whether the user likes it.
  public struct State: Codable, Equatable, Sendable {
    /// The item's id, which is also the number its numbers and preview start from.
    public var id: Int
    /// The item's name, which is also the screen's title.
    public var name: String
    /// Whether the user marked the item as a favorite.
    public var isFavorite: Bool

    /// A detail of the item `id` called `name`; by default not a favorite.
    public init(id: Int, name: String, isFavorite: Bool = false) {
      self.id = id
      self.name = name
      self.isFavorite = isFavorite
    }
  }

  /// What happens on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// The user marked the item as a favorite, or unmarked it.
    case favoriteTapped
    /// The user asked to browse the numbers of this item.
    case numbersTapped
    /// The user asked for a quick look at this item's number.
    case previewTapped
    /// The user said they are done with this item.
    case doneTapped
    /// Events for whoever shows the screen.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Show the numbers of the item with this id.
    case numbersRequested(Int)
    /// Show a quick look at the number of the item with this id.
    case previewRequested(Int)
    /// The user is done with this screen.
    case finished
  }

  /// The screen's logic.
  public init() {}

  /// Toggles the favorite mark and reports every other tap upward, with the item's id.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .favoriteTapped:
      state.isFavorite.toggle()
      return .none
    case .numbersTapped:
      return .send(.delegate(.numbersRequested(state.id)))
    case .previewTapped:
      return .send(.delegate(.previewRequested(state.id)))
    case .doneTapped:
      return .send(.delegate(.finished))
    case .delegate:
      return .none
    }
  }
}
