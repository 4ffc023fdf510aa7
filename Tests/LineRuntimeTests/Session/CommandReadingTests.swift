import LineRuntime
import Presentation
import Testing

@Suite("Command reading")
struct CommandReadingTests {
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
  }

  @Test("a plain command sends its action and refuses any argument")
  func plain() throws {
    #expect(try refresh.read([]) == .refresh)
    #expect(throws: Refusal("'refresh' takes no arguments; type 'refresh' alone")) {
      try refresh.read(["now"])
    }
  }

  @Test("an integer command reads one number within its range, bounds included")
  func integerInRange() throws {
    #expect(try select.read(["1"]) == .select(1))
    #expect(try select.read(["5"]) == .select(5))
  }

  @Test(
    "an integer command refuses a number written otherwise than printed, as links do",
    arguments: ["03", "+5", "-0", " 3"])
  func integerWrittenOtherwise(word: String) {
    #expect(throws: Refusal("'select' takes a whole number from 1 to 5; '\(word)' is not one")) {
      try select.read([word])
    }
  }

  @Test("an integer command needs exactly one argument")
  func integerArgumentCount() {
    let error = Refusal("'select' takes one number from 1 to 5, as in 'select 1'")
    #expect(throws: error) { try select.read([]) }
    #expect(throws: error) { try select.read(["1", "2"]) }
  }

  @Test("a word that is not a whole number is quoted, long ones shortened")
  func integerNotANumber() {
    #expect(throws: Refusal("'select' takes a whole number from 1 to 5; 'three' is not one")) {
      try select.read(["three"])
    }
    #expect(throws: Refusal("'select' takes a whole number from 1 to 5; '2.5' is not one")) {
      try select.read(["2.5"])
    }
    let huge = String(repeating: "9", count: 30)
    let shown = String(repeating: "9", count: 20) + "..."
    #expect(throws: Refusal("'select' takes a whole number from 1 to 5; '\(shown)' is not one")) {
      try select.read([huge])
    }
  }

  @Test("a number outside the range is named")
  func integerOutOfRange() throws {
    #expect(throws: Refusal("'select' takes a number from 1 to 5; 6 is out of range")) {
      try select.read(["6"])
    }
    #expect(throws: Refusal("'select' takes a number from 1 to 5; -1 is out of range")) {
      try select.read(["-1"])
    }
    let go = Command.integer("go", in: -2...2, summary: "go", action: Tap.select)
    #expect(throws: Refusal("'go' takes a number from -2 to 2; 3 is out of range")) {
      try go.read(["3"])
    }
    #expect(try go.read(["-2"]) == .select(-2))
  }

  @Test("a text command joins the rest of the line and needs some")
  func text() throws {
    #expect(try rename.read(["Ada"]) == .rename("Ada"))
    #expect(try rename.read(["Ada", "Lovelace"]) == .rename("Ada Lovelace"))
    #expect(throws: Refusal("'rename' needs the name after it, as in 'rename ...'")) {
      try rename.read([])
    }
  }

  @Test("a text command takes up to its longest text in bytes, and says so past it")
  func longestText() throws {
    let longest = String(repeating: "\u{20AC}", count: 341) + "a"
    #expect(longest.utf8.count == Command<Tap>.longestText)
    #expect(try rename.read([longest]) == .rename(longest))
    #expect(throws: Refusal("the name is 1026 bytes long; 'rename' takes at most 1024")) {
      try rename.read([longest, "b"])
    }
  }

  @Test("a mapped command keeps its words, wraps its action and passes its errors through")
  func map() throws {
    let mapped = select.map(Parent.list)
    #expect(mapped.name == "select")
    #expect(mapped.synopsis == "select <n>")
    #expect(mapped.summary == "open a number")
    #expect(try mapped.read(["2"]) == .list(.select(2)))
    #expect(throws: Refusal("'select' takes a number from 1 to 5; 9 is out of range")) {
      try mapped.read(["9"])
    }
  }

  let pick = Command.choice(
    "pick", summary: "pick a number", among: [3, 1, 4], noun: "a number on the list",
    action: Tap.select)

  @Test("a choice reads the label of one of its values, as it prints")
  func choiceByLabel() throws {
    #expect(pick.synopsis == "pick <n>")
    #expect(try pick.read(["4"]) == .select(4))
    #expect(throws: Refusal("'04' is not a number on the list; choose one of 3, 1, 4")) {
      try pick.read(["04"])
    }
  }

  @Test("a choice needs one word, and says which it takes with an example")
  func choiceArgumentCount() {
    let error = Refusal("'pick' takes a number on the list (3, 1, 4), as in 'pick 3'")
    #expect(throws: error) { try pick.read([]) }
    #expect(throws: error) { try pick.read(["3", "1"]) }
  }

  @Test("a choice among many lists the first and the last, and how many there are")
  func longChoice() {
    let many = Command.choice(
      "pick", summary: "pick", among: Array(1...100), noun: "a number", action: Tap.select)
    #expect(
      throws: Refusal(
        "'x' is not a number; choose one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ..., 100 (100 in all)")
    ) { try many.read(["x"]) }
  }

  @Test("a choice among nothing says there is nothing to choose")
  func emptyChoice() {
    let none = Command.choice(
      "pick", summary: "pick", among: [Int](), noun: "a number", action: Tap.select)
    #expect(throws: Refusal("'pick' has nothing to choose from here")) {
      try none.read(["1"])
    }
  }

  @Test("an unavailable command says why, whatever follows it")
  func unavailable() {
    let closed = refresh.unavailable(because: "the list is loading")
    let error = Refusal("'refresh' is not available here: the list is loading")
    #expect(throws: error) { try closed.read([]) }
    #expect(throws: error) { try closed.read(["now"]) }
  }

  @Test("a text rule's refusal is the error line")
  func textRule() throws {
    let code = Command.text(
      "code", placeholder: "code", summary: "enter the code",
      rule: TextRule { $0.count == 4 ? nil : "a code is 4 characters" }, action: Tap.rename)
    #expect(try code.read(["ABCD"]) == .rename("ABCD"))
    #expect(throws: Refusal("a code is 4 characters")) { try code.read(["ABC"]) }
  }

  @Test("a choice whose label holds spaces is read from the rest of the line")
  func aLabelWithSpaces() throws {
    let greet = Command.choice(
      "greet", placeholder: "name", summary: "greet", among: ["Ada Lovelace", "Grace"],
      noun: "a name on the list", action: Tap.rename)
    #expect(try greet.read(["Ada", "Lovelace"]) == .rename("Ada Lovelace"))
    #expect(try greet.read(["Grace"]) == .rename("Grace"))
    #expect(
      throws: Refusal(
        "'greet' takes a name on the list (Ada Lovelace, Grace), as in 'greet Ada Lovelace'")
    ) {
      try greet.read(["Ada", "Byron"])
    }
  }
}
