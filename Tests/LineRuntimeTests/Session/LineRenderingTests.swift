import ArchitectureTesting
import LineRuntimeTesting
import Navigation
import Presentation
import Testing

@testable import LineRuntime

@Suite("LineRendering")
struct LineRenderingTests {
  enum Tap: Equatable {
    case select(Int)
    case refresh
  }

  static let tree = stack("App", route(0, root, "Numbers"), route(1, .push, "Number 3"))
  static var view: ScreenView<Tap> {
    ScreenView(
      title: "Number 3",
      lines: ["3 is odd", ""],
      commands: [
        .integer("select", in: 1...9, summary: "open a number", action: Tap.select),
        .plain("refresh", summary: "load the fact again", action: Tap.refresh),
      ])
  }

  @Test("a screen is its breadcrumb in brackets, its lines indented, then its command names")
  func screen() {
    let text = LineRendering.screen(Self.view, tree: Self.tree, palette: .plain)
    #expect(text == "[Numbers > Number 3]\n  3 is odd\n  \n  commands: select, refresh, help\n")
  }

  @Test("a screen without commands points to help; colour wraps the breadcrumb and hint")
  func screenWithoutCommands() {
    let view = ScreenView<Tap>(title: "Numbers")
    let tree = stack("App", route(0, root, "Numbers"))
    #expect(
      LineRendering.screen(view, tree: tree, palette: .plain)
        == "[Numbers]\n  (type help for commands)\n")
    #expect(
      LineRendering.screen(view, tree: tree, palette: .ansi)
        == "\u{1B}[1m[Numbers]\u{1B}[0m\n\u{1B}[2m  (type help for commands)\u{1B}[0m\n")
  }

  @Test("a screen appended in place is the screen returned, under the breadcrumb given")
  func screenAppended() {
    let view = ScreenView<Tap>(
      title: "Numbers", lines: ["3 is odd"],
      commands: [.plain("refresh", summary: "again", action: .refresh)])
    let tree = stack("App", route(0, root, "Numbers"))
    for palette in [Palette.plain, .ansi] {
      var text = OutputText()
      text += "-> push #1 Numbers\n"
      LineRendering.appendScreen(view, breadcrumb: tree.breadcrumb, palette: palette, to: &text)
      #expect(
        text.string
          == "-> push #1 Numbers\n" + LineRendering.screen(view, tree: tree, palette: palette))
    }
  }

  @Test("text from the data reaches the screen escaped: titles, lines and transitions")
  func dataIsShownEscaped() {
    let view = ScreenView<Tap>(title: "Evil\u{1B}[2J", lines: ["fact: \u{202E}drow\u{07}"])
    let tree = stack("App", route(0, root, "Evil\u{1B}[2J"))
    let text = LineRendering.screen(view, tree: tree, palette: .ansi)
    #expect(text.contains("[Evil\\u{001B}[2J]"))
    #expect(text.contains("  fact: \\u{202E}drow\\u{0007}\n"))
    // The palette's own escapes are the only ones left.
    #expect(text.components(separatedBy: "\u{1B}").count - 1 == 4)
    let line = LineRendering.transition("push #1 Evil\u{1B}[2J", palette: .plain)
    #expect(line == "-> push #1 Evil\\u{001B}[2J\n")
  }

  @Test("a newline in the data prints escaped on its own line, never as a line of its own")
  func newlineInTheData() {
    let view = ScreenView<Tap>(title: "Ann\nerror: x", lines: ["name: Ann\nerror: forged"])
    let tree = stack("App", route(0, root, "Ann\nerror: x"))
    let text = LineRendering.screen(view, tree: tree, palette: .plain)
    #expect(
      text
        == "[Ann\\u{000A}error: x]\n  name: Ann\\u{000A}error: forged\n  (type help for commands)\n"
    )
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("error:") })
  }

  @Test("a transition line is marked with an arrow, dim in colour")
  func transition() {
    #expect(LineRendering.transition("push #1 A", palette: .plain) == "-> push #1 A\n")
    #expect(
      LineRendering.transition("pop 1 to #0 B", palette: .ansi)
        == "\u{1B}[2m-> pop 1 to #0 B\u{1B}[0m\n")
  }

  @Test("a transition appended in place is the line returned, after what was there")
  func transitionAppended() {
    for palette in [Palette.plain, .ansi] {
      var text = OutputText()
      text += "before\n"
      LineRendering.appendTransition("push #2 C\u{1B}", palette: palette, to: &text)
      #expect(
        text.string == "before\n" + LineRendering.transition("push #2 C\u{1B}", palette: palette))
    }
  }

  @Test("help leaves out what is not available here and lists it last, with why, escaped")
  func helpWithUnavailableCommands() {
    let unavailable = [
      UnavailableCommand("back", reason: "there is nothing to go back to"),
      UnavailableCommand("tab", reason: "the sheet 'A\u{1B}B' covers the tabs"),
    ]
    let help = LineRendering.help(
      Self.view, unavailable: unavailable, tree: Self.tree, palette: .plain)
    let lines = help.split(separator: "\n").map(String.init)
    #expect(!lines.contains { $0.hasPrefix("  back ") && $0.contains("go back: pop") })
    #expect(
      Array(lines.suffix(3)) == [
        "not available here:",
        "  back         there is nothing to go back to",
        "  tab          the sheet 'A\\u{001B}B' covers the tabs",
      ])
  }

  @Test("help lists the screen's commands, then the global ones, summaries in one column")
  func help() {
    let expected = """
      [Numbers > Number 3]
      commands of Number 3:
        select <n>   open a number
        refresh      load the fact again
      global commands:
        help         list what can be typed here
        back         go back: pop the top push or dismiss the top presentation
        where        print the deep link of what is on screen
        open <link>  go to a deep link in one step; 'open /' is the start
        tree         print the whole navigation tree
        quit         leave (the end of input does too)

      """
    #expect(LineRendering.help(Self.view, tree: Self.tree, palette: .plain) == expected)
  }

  @Test("a long synopsis widens the column for every row; no screen commands, no heading")
  func helpColumns() throws {
    let long = ScreenView(
      title: "Profile",
      commands: [.text("rename", placeholder: "new-name", summary: "rename", action: { _ in 0 })])
    let text = LineRendering.help(long, tree: Self.tree, palette: .plain)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("  ") }
    #expect(rows.count == 7)
    #expect(rows.allSatisfy { $0.dropFirst(2 + "rename <new-name>".count).hasPrefix("  ") })
    #expect(rows.allSatisfy { $0.dropFirst(2 + "rename <new-name>".count + 2).first != " " })
    let bare = LineRendering.help(ScreenView<Int>(title: "Empty"), tree: Self.tree, palette: .plain)
    #expect(!bare.contains("commands of"))
    #expect(bare.hasPrefix("[Numbers > Number 3]\nglobal commands:\n  help         list"))
  }

  @Test(
    "an unknown word suggests the closest command within two edits",
    arguments: [
      ("selct", "select"), ("refersh", "refresh"), ("hlep", "help"), ("HELP", "help"),
      ("bak", "back"), ("opne", "open"), ("tre", "tree"),
    ])
  func suggestion(word: String, suggested: String) {
    #expect(
      LineRendering.unknownCommand(word, screen: Self.view)
        == "'\(word)' is not a command on Number 3; did you mean '\(suggested)'? "
        + "type 'help' to list the commands")
  }

  @Test("a word far from every command gets no suggestion; a long one is shortened")
  func noSuggestion() {
    #expect(
      LineRendering.unknownCommand("xyzzy", screen: Self.view)
        == "'xyzzy' is not a command on Number 3; type 'help' to list the commands")
    let long = String(repeating: "z", count: 30)
    #expect(
      LineRendering.unknownCommand(long, screen: Self.view)
        == "'\(String(repeating: "z", count: 20))...' is not a command on Number 3; "
        + "type 'help' to list the commands")
  }

  @Test("edit distance counts insertions, deletions and substitutions")
  func editDistance() {
    #expect(LineRendering.editDistance("kitten", "sitting", limit: 5) == 3)
    #expect(LineRendering.editDistance("", "abc", limit: 3) == 3)
    #expect(LineRendering.editDistance("help", "help", limit: 2) == 0)
    #expect(LineRendering.editDistance("hlep", "help", limit: 2) == 2)
    #expect(LineRendering.editDistance("abcdef", "uvwxyz", limit: 2) == 3)
    #expect(LineRendering.editDistance("a", "abcdefg", limit: 2) == 3)
  }

  @Test("edit distance matches a plain Levenshtein, capped at the limit plus one")
  func editDistanceProperty() {
    let base = propertySeed(default: 0x5555_6666)
    var rng = SeededRandom(seed: base)
    for index in 0..<3_000 {
      let a = rng.string(from: Array("abc"), count: 0...6)
      let b = rng.string(from: Array("abc"), count: 0...6)
      let limit = rng.int(in: 0...3)
      #expect(
        LineRendering.editDistance(a, b, limit: limit) == min(levenshtein(a, b), limit + 1),
        "LINE_RUNTIME_SEED=\(base), case \(index): '\(a)' '\(b)' limit \(limit)")
    }
  }

  @Test("a refusal's remedies are worded as typed, a command with its argument, after its message")
  func remediesAsTyped() {
    let view = ScreenView<Int>(
      title: "Tabs",
      commands: [
        .choice(
          "tab", placeholder: "name", summary: "switch", among: ["a", "b"], noun: "a tab",
          shown: { $0 }, action: { _ in 1 })
      ])
    #expect(
      LineRendering.worded(
        "covered", [Remedy(.back, "to close it first"), Remedy(.openLink, "to go anywhere")],
        on: view) == "covered; type 'back' to close it first, or 'open LINK' to go anywhere")
    #expect(
      LineRendering.worded("at the root", [Remedy(.command("tab"), "to go to another")], on: view)
        == "at the root; type 'tab <name>' to go to another")
    #expect(LineRendering.worded("no way", [], on: view) == "no way")
  }

  /// The edit distance by the textbook recursion over the whole table.
  func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, substitution)
      }
    }
    return table[a.count][b.count]
  }
}
