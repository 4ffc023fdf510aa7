import Testing

@testable import Presentation

/// A screen's commands read by position: listed as given, or mapped as they are read, so that
/// a name costs no command and a command is mapped only when it is asked for.
@Suite("ScreenCommands")
struct ScreenCommandsTests {
  enum Tap: Equatable {
    case first
    case second(Int)
  }

  enum Parent: Equatable {
    case child(Tap)
  }

  enum Root: Equatable {
    case parent(Parent)
  }

  let commands: [Command<Tap>] = [
    .plain("go", summary: "go", action: .first),
    .integer("pick", in: 1...3, summary: "pick one", action: Tap.second),
  ]

  @Test("listed commands are read as given")
  func listed() throws {
    let listed = ScreenCommands(commands)
    #expect(listed.count == 2)
    #expect(listed.name(at: 1) == "pick")
    #expect(try listed.command(at: 1).action(for: .number(2)) == .second(2))
    #expect(listed.all.map(\.name) == ["go", "pick"])
  }

  @Test("commands mapped twice send the outer action, and names are read without mapping")
  func mappedTwice() throws {
    final class Count { var value = 0 }
    let count = Count()
    let mapped = ScreenCommands(commands)
      .map { (tap: Tap) -> Parent in
        count.value += 1
        return .child(tap)
      }
      .map(Root.parent)
    #expect(mapped.count == 2)
    #expect((0..<mapped.count).map(mapped.name(at:)) == ["go", "pick"])
    #expect(count.value == 0)
    #expect(try mapped.command(at: 0).action(for: .none) == .parent(.child(.first)))
    #expect(try mapped.command(at: 1).action(for: .number(3)) == .parent(.child(.second(3))))
    #expect(mapped.all.map(\.summary) == ["go", "pick one"])
  }

  @Test("a mapped view finds, lists and replaces its commands as a listed one does")
  func mappedView() throws {
    var view = ScreenView(title: "T", commands: commands).map(Parent.child)
    #expect(view.commandCount == 2)
    #expect(view.commandName(at: 0) == "go")
    #expect(try view.command(named: "pick")?.action(for: .number(1)) == .child(.second(1)))
    #expect(view.command(named: "stay") == nil)
    view.commands.append(.plain("stay", summary: "stay", action: .child(.first)))
    #expect(view.commands.map(\.name) == ["go", "pick", "stay"])
    #expect(try view.command(named: "stay")?.action(for: .none) == .child(.first))
  }
}
