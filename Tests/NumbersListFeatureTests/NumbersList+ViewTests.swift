import NumbersListFeature
import Presentation
import Testing

/// The list's face, as any front end shows it: what it shows, and how typed words become its
/// actions.
struct NumbersListViewTests {
  let view = NumbersList.view(of: NumbersList.State(numbers: [2, 4, 8]))

  func parse(_ name: String, _ arguments: [String]) throws(InputError) -> NumbersList.Action? {
    try view.command(named: name)?.parse(arguments)
  }

  @Test func theListShowsItsNumbersUnderItsTitle() {
    #expect(view.title == "Numbers")
    #expect(view.lines == ["numbers: 2 4 8"])
    #expect(view.commands.map(\.synopsis) == ["select <n>", "preview <n>"])
  }

  @Test func selectAndPreviewTakeANumberOfTheList() throws {
    #expect(try parse("select", ["4"]) == .numberTapped(4))
    #expect(try parse("preview", ["8"]) == .previewTapped(8))
  }

  @Test(
    "a number written otherwise than printed is refused, as a link refuses it",
    arguments: ["+4", "04"])
  func aNumberWrittenOtherwiseIsRefused(word: String) {
    #expect(throws: InputError("'\(word)' is not a number on the list; choose one of 2, 4, 8")) {
      try parse("select", [word])
    }
  }

  @Test func aNumberOffTheListOrNoNumberIsRefusedWithTheChoices() {
    #expect(throws: InputError("'5' is not a number on the list; choose one of 2, 4, 8")) {
      try parse("select", ["5"])
    }
    #expect(throws: InputError("'x' is not a number on the list; choose one of 2, 4, 8")) {
      try parse("preview", ["x"])
    }
    #expect(
      throws: InputError("'select' takes one number of the list (2, 4, 8), as in 'select 3'")
    ) {
      try parse("select", [])
    }
  }
}
