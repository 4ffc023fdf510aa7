public import Architecture
public import Presentation

extension ItemDetail: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The screen's title, as breadcrumbs and trees show it: the item's name.
  public static func title(of state: State) -> String { state.name }

  /// The screen as a front end shows it: the item, whether it is a favorite, and its commands.
  public static func view(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: title(of: state),
      lines: ["item: \(state.id), \(state.name)", "favorite: \(state.isFavorite ? "yes" : "no")"],
      commands: [
        .plain(
          "favorite", summary: state.isFavorite ? "unmark as a favorite" : "mark as a favorite",
          action: .favoriteTapped),
        .plain("numbers", summary: "browse the numbers of this item", action: .numbersTapped),
        .plain("preview", summary: "preview this item's number in a sheet", action: .previewTapped),
        .plain("done", summary: "say you are done with this item", action: .doneTapped),
      ])
  }
}
