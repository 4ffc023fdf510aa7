import NumbersListFeature
import Presentation
import Testing

/// The list's face, as any front end shows it: what it shows, and the choices its commands
/// offer.
struct NumbersListViewTests {
  let view = NumbersList.view(of: NumbersList.State(numbers: [2, 4, 8]))

  /// The choices of the command `name`, which must take one.
  func choices(_ name: String) throws -> Choices<NumbersList.Action> {
    guard case .choice(let choices) = try #require(view.command(named: name)).argument else {
      Issue.record("'\(name)' takes no choice")
      throw CommandRefusal.mismatched
    }
    return choices
  }

  @Test func theListShowsItsNumbersUnderItsTitle() {
    #expect(view.title == "Numbers")
    #expect(view.lines == ["numbers: 2 4 8"])
    #expect(view.commands.map(\.name) == ["select", "preview"])
  }

  @Test func selectAndPreviewChooseAmongTheNumbersOfTheList() throws {
    for name in ["select", "preview"] {
      let choices = try choices(name)
      #expect(choices.labels == ["2", "4", "8"])
      #expect(choices.noun == "a number on the list")
    }
    let select = try #require(view.command(named: "select"))
    #expect(try select.action(for: .choice(1)) == .numberTapped(4))
    let preview = try #require(view.command(named: "preview"))
    #expect(try preview.action(for: .choice(2)) == .previewTapped(8))
  }

  @Test(
    "a number is found only as it prints, as a link finds it",
    arguments: ["+4", "04", "5", "x"])
  func aNumberWrittenOtherwiseIsNoChoice(word: String) throws {
    #expect(try choices("select").index(shownAs: word) == nil)
  }

  @Test func aChoiceOffTheListIsRefused() throws {
    let select = try #require(view.command(named: "select"))
    #expect(throws: CommandRefusal.notAChoice(3)) { try select.action(for: .choice(3)) }
  }
}
