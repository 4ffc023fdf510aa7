public import Architecture
public import Presentation

extension ItemsList: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The list's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Items" }

  /// The list as a front end shows it: the page on screen and its items, and commands to open an
  /// item or turn the page. Turning past the first or last page is refused before it is sent.
  public static func view(of state: State) -> ScreenView<Action> {
    let page = state.shownPage
    let pages = state.lastPage + 1
    var lines = ["page \(page + 1) of \(pages)"]
    lines += state.itemsOnPage.map { "  \($0.id)  \($0.name)" }
    if state.items.isEmpty { lines.append("  (no items)") }
    return ScreenView(
      title: title(of: state),
      lines: lines,
      commands: [
        select(state),
        turn(
          "next", summary: "show the next page", allowed: state.hasNextPage,
          refusal: pages == 1
            ? "the list fits on one page"
            : "this is the last page (\(pages) of \(pages)); type 'prev' to go back a page",
          action: .nextPageTapped),
        turn(
          "prev", summary: "show the previous page", allowed: state.hasPreviousPage,
          refusal: pages == 1
            ? "the list fits on one page"
            : "this is the first page (1 of \(pages)); type 'next' to go on",
          action: .previousPageTapped),
      ])
  }

  /// The command that opens any item of the list, not only one of the page on screen: the
  /// user may know the id already.
  private static func select(_ state: State) -> Command<Action> {
    let ids = Set(state.items.map(\.id))
    let choices = ItemsList.choices(in: state)
    let example = state.itemsOnPage.first.map { "select \($0.id)" } ?? "select 1"
    return Command("select", usage: "<id>", summary: "open an item by its id") {
      (arguments) throws(InputError) -> Action in
      guard let choices else {
        throw InputError("the list is empty; there is no item to select")
      }
      guard arguments.count == 1, let word = arguments.first else {
        throw InputError("'select' takes one item id (\(choices)), as in '\(example)'")
      }
      guard let id = Int(printed: word), ids.contains(id) else {
        let shown = word.count > 20 ? String(word.prefix(20)) + "..." : word
        throw InputError("'\(shown)' is not an item on the list; choose \(choices)")
      }
      return .itemTapped(id)
    }
  }

  /// A page-turning command without arguments, refused with `refusal` when not `allowed`.
  private static func turn(
    _ name: String, summary: String, allowed: Bool, refusal: String, action: Action
  ) -> Command<Action> {
    Command(name, summary: summary) { (arguments) throws(InputError) -> Action in
      guard arguments.isEmpty else {
        throw InputError("'\(name)' takes no arguments; type '\(name)' alone")
      }
      guard allowed else { throw InputError("'\(name)' cannot turn the page: \(refusal)") }
      return action
    }
  }
}
