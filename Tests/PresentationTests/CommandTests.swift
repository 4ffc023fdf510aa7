import Presentation
import Testing

@Suite("Command")
struct CommandTests {
  enum Tap: Equatable {
    case refresh
    case select(Int)
    case rename(String)
  }

  enum Parent: Equatable {
    case list(Tap)
  }

  let refresh = Command.plain("refresh", summary: "load again", action: Tap.refresh)
  let select = Command.integer("select", in: 1...5, summary: "open a number", action: Tap.select)
  let rename = Command.text("rename", placeholder: "name", summary: "rename", action: Tap.rename)

  @Test("synopses show the placeholder only for commands with arguments")
  func synopses() {
    #expect(refresh.synopsis == "refresh")
    #expect(select.synopsis == "select <n>")
    #expect(rename.synopsis == "rename <name>")
    let count = Command.integer(
      "repeat", placeholder: "count", in: 0...9, summary: "", action: Tap.select)
    #expect(count.synopsis == "repeat <count>")
    #expect(count.usage == "<count>")
  }

  @Test("a plain command sends its action and refuses any argument")
  func plain() throws {
    #expect(try refresh.parse([]) == .refresh)
    #expect(throws: InputError("'refresh' takes no arguments; type 'refresh' alone")) {
      try refresh.parse(["now"])
    }
  }

  @Test("an integer command reads one number within its range, bounds included")
  func integerInRange() throws {
    #expect(try select.parse(["1"]) == .select(1))
    #expect(try select.parse(["5"]) == .select(5))
  }

  @Test(
    "an integer command refuses a number written otherwise than printed, as links do",
    arguments: ["03", "+5", "-0", " 3"])
  func integerWrittenOtherwise(word: String) {
    #expect(throws: InputError("'select' takes a whole number from 1 to 5; '\(word)' is not one")) {
      try select.parse([word])
    }
  }

  @Test("an integer command needs exactly one argument")
  func integerArgumentCount() {
    let error = InputError("'select' takes one number from 1 to 5, as in 'select 1'")
    #expect(throws: error) { try select.parse([]) }
    #expect(throws: error) { try select.parse(["1", "2"]) }
  }

  @Test("a word that is not a whole number is quoted, long ones shortened")
  func integerNotANumber() {
    #expect(throws: InputError("'select' takes a whole number from 1 to 5; 'three' is not one")) {
      try select.parse(["three"])
    }
    #expect(throws: InputError("'select' takes a whole number from 1 to 5; '2.5' is not one")) {
      try select.parse(["2.5"])
    }
    let huge = String(repeating: "9", count: 30)
    let shown = String(repeating: "9", count: 20) + "..."
    #expect(throws: InputError("'select' takes a whole number from 1 to 5; '\(shown)' is not one"))
    {
      try select.parse([huge])
    }
  }

  @Test("a number outside the range is named")
  func integerOutOfRange() throws {
    #expect(throws: InputError("'select' takes a number from 1 to 5; 6 is out of range")) {
      try select.parse(["6"])
    }
    #expect(throws: InputError("'select' takes a number from 1 to 5; -1 is out of range")) {
      try select.parse(["-1"])
    }
    #expect(throws: InputError("'go' takes a number from -2 to 2; 3 is out of range")) {
      try Command<Tap>.number("3", for: "go", in: -2...2)
    }
    #expect(try Command<Tap>.number("-2", for: "go", in: -2...2) == -2)
  }

  @Test("a text command joins the rest of the line and needs some")
  func text() throws {
    #expect(try rename.parse(["Ada"]) == .rename("Ada"))
    #expect(try rename.parse(["Ada", "Lovelace"]) == .rename("Ada Lovelace"))
    #expect(throws: InputError("'rename' needs the name after it, as in 'rename ...'")) {
      try rename.parse([])
    }
  }

  @Test("a text command takes up to its longest text in bytes, and says so past it")
  func longestText() throws {
    let longest = String(repeating: "\u{20AC}", count: 341) + "a"
    #expect(longest.utf8.count == Command<Tap>.longestText)
    #expect(try rename.parse([longest]) == .rename(longest))
    #expect(throws: InputError("the name is 1026 bytes long; 'rename' takes at most 1024")) {
      try rename.parse([longest, "b"])
    }
  }

  @Test("a mapped command keeps its words, wraps its action and passes its errors through")
  func map() throws {
    let mapped = select.map(Parent.list)
    #expect(mapped.name == "select")
    #expect(mapped.usage == "<n>")
    #expect(mapped.summary == "open a number")
    #expect(try mapped.parse(["2"]) == .list(.select(2)))
    #expect(throws: InputError("'select' takes a number from 1 to 5; 9 is out of range")) {
      try mapped.parse(["9"])
    }
  }

  @Test("a command with its own parsing runs it")
  func customParse() throws {
    let pick = Command<Tap>("pick", usage: "<a|b>", summary: "pick one") {
      (arguments) throws(InputError) -> Tap in
      guard arguments == ["a"] else { throw InputError("only a") }
      return .select(0)
    }
    #expect(pick.synopsis == "pick <a|b>")
    #expect(try pick.parse(["a"]) == .select(0))
    #expect(throws: InputError("only a")) { try pick.parse(["b"]) }
  }
}
