import Testing

@testable import LineRuntime

/// How a line is split into its command's name and arguments.
@Suite("LineSession+Arguments")
struct LineSessionArgumentsTests {
  typealias Session = LineSession<Pages>

  @Test("a line is its first word and the words after it, however many spaces part them")
  func nameAndArguments() throws {
    let command = try #require(Session.command(of: "  push   a  b "))
    #expect(command.name == "push")
    #expect(command.arguments == ["a", "b"])
    let alone = try #require(Session.command(of: "help"))
    #expect(alone.name == "help")
    #expect(alone.arguments.isEmpty)
  }

  @Test("a line of no words has no command")
  func noWords() {
    #expect(Session.command(of: "") == nil)
    #expect(Session.command(of: "   ") == nil)
  }

  @Test("words beyond ASCII are split at spaces too, and kept whole")
  func wordsBeyondASCII() throws {
    let command = try #require(Session.command(of: "rename Élodie  Ann café"))
    #expect(command.name == "rename")
    #expect(command.arguments == ["Élodie", "Ann", "café"])
    let named = try #require(Session.command(of: "prénom x"))
    #expect(named.name == "prénom")
    #expect(named.arguments == ["x"])
  }
}
