import Presentation
import Testing

@Suite("ScreenView")
struct ScreenViewTests {
  enum Tap: Equatable {
    case first
    case second
  }

  enum Parent: Equatable {
    case child(Tap)
  }

  let view = ScreenView(
    title: "Numbers",
    lines: ["1", "2"],
    commands: [
      .plain("go", summary: "the first go", action: Tap.first),
      .plain("stay", summary: "stay", action: Tap.second),
      .plain("go", summary: "a second go", action: Tap.second),
    ])

  @Test("a screen without lines or commands has only its title")
  func defaults() {
    let empty = ScreenView<Tap>(title: "Empty")
    #expect(empty.title == "Empty")
    #expect(empty.lines.isEmpty)
    #expect(empty.commands.isEmpty)
    #expect(empty.command(named: "go") == nil)
  }

  @Test("a command is found by its exact name, the first of that name winning")
  func commandNamed() throws {
    #expect(try view.command(named: "stay")?.action(for: .none) == .second)
    #expect(try view.command(named: "go")?.action(for: .none) == .first)
    #expect(view.command(named: "Go") == nil)
    #expect(view.command(named: "st") == nil)
  }

  @Test("a mapped screen keeps its title, lines and command order, sending the parent's actions")
  func map() throws {
    let mapped = view.map(Parent.child)
    #expect(mapped.title == "Numbers")
    #expect(mapped.lines == ["1", "2"])
    #expect(mapped.commands.map(\.summary) == ["the first go", "stay", "a second go"])
    #expect(try mapped.command(named: "stay")?.action(for: .none) == .child(.second))
    #expect(throws: CommandRefusal.mismatched) {
      try mapped.command(named: "go")?.action(for: .number(1))
    }
  }
}
