// Over 200 lines: the line session's whole loop (start, each kind of line, effects, quitting) is
// one suite whose cases share its recorder.

import Architecture
import LineRuntime
import LineRuntimeTesting
import Presentation
import Testing

@MainActor
@Suite("LineSession")
struct LineSessionTests {
  @Test("start writes the first screen and traces it, and nothing else")
  func start() {
    let recorder = Recorder()
    recorder.session.start()
    #expect(recorder.written == [pageScreen("home", "home")])
    #expect(recorder.events == [.output(pageScreen("home", "home"))])
  }

  @Test("an action that leaves the app ends the session after its line, showing nothing more")
  func leavingEndsTheSession() {
    let recorder = Recorder()
    #expect(recorder.run("push a").outcome == .proceed)
    let left = recorder.run("push exit")
    #expect(left.outcome == .quit)
    #expect(left.written.isEmpty)
  }

  @Test("a command writes its transitions, then the screen on top, in one piece")
  func commandWritesTransitionsThenScreen() {
    let recorder = Recorder()
    let pushed = recorder.run("push a")
    #expect(pushed.outcome == .proceed)
    #expect(pushed.written == ["-> push #1 a\n" + pageScreen("home > a", "a")])
    let presented = recorder.run("present b  c")
    #expect(
      presented.written == [
        "-> present #2 b c as sheet+navigation\n" + pageScreen("home > a | sheet: b c", "b c")
      ])
    #expect(
      recorder.run("rename B").written == [
        "-> update #2 B\n" + pageScreen("home > a | sheet: B", "B")
      ])
  }

  @Test("back goes back through the app, and says so when there is nothing to go back to")
  func back() {
    let recorder = Recorder()
    recorder.prepare("push a", "present b")
    #expect(recorder.run("back").written == ["-> dismiss #2 b\n" + pageScreen("home > a", "a")])
    #expect(recorder.run("back").written == ["-> pop 1 to #0 home\n" + pageScreen("home", "home")])
    #expect(
      recorder.run("back").written == ["error: there is nothing to go back to on the first page\n"])
  }

  @Test("open goes to a link in one step, and 'open /' back to the start")
  func open() {
    let recorder = Recorder()
    #expect(
      recorder.run("open /push=x/sheet=y").written == [
        "-> push #1 x\n-> present #2 y as sheet+navigation\n"
          + pageScreen("home > x | sheet: y", "y")
      ])
    #expect(
      recorder.run("open /").written == [
        "-> dismiss #2 y\n-> pop 1 to #0 home\n" + pageScreen("home", "home")
      ])
  }

  @Test("where prints the link, and opening it changes nothing, quoted or not")
  func whereThenOpen() throws {
    let recorder = Recorder()
    #expect(recorder.run("where").written == ["/\n"])
    recorder.prepare("push a b", "present c/d", "push é")
    let written = recorder.run("where").written
    #expect(written == ["/push=a%20b/sheet=c%2Fd/push=%C3%A9\n"])
    let link = try #require(written.first).dropLast()
    let before = recorder.state
    let screen = pageScreen("home > a b | sheet: c/d > é", "é")
    for line in ["open \(link)", "  open  '\(link)'  ", "open \"\(link)\""] {
      #expect(recorder.run(line).written == [screen])
    }
    #expect(recorder.state == before)
  }

  @Test("tree prints the whole navigation with the screen on top marked")
  func tree() {
    let recorder = Recorder()
    recorder.prepare("push a")
    #expect(
      recorder.run("tree").written == [
        "Pages (stack)\n  #0 root+navigation home\n  #1 push a  <- on screen\n"
      ])
  }

  @Test("help lists the screen's commands under the breadcrumb, then the global ones")
  func help() throws {
    let recorder = Recorder()
    recorder.prepare("push a")
    let written = recorder.run("help").written
    #expect(written.count == 1)
    let text = try #require(written.first)
    #expect(text.hasPrefix("[home > a]\ncommands of a:\n  push <name>     push a page\n"))
    #expect(text.contains("\nglobal commands:\n  help "))
    #expect(text.hasSuffix("quit            leave (the end of input does too)\n"))
  }

  @Test("help after an action a host sent the store itself shows the state's breadcrumb")
  func helpAfterAnUnshownChange() throws {
    let recorder = Recorder()
    recorder.prepare("push a")
    // Sent past the session: nothing renders it before the next line.
    recorder.session.store.send(.push("b"))
    let text = try #require(recorder.run("help").written.first)
    #expect(text.hasPrefix("[home > a > b]\ncommands of b:\n"))
  }

  @Test("quit ends the session without writing; with an argument it is refused")
  func quit() {
    let recorder = Recorder()
    #expect(recorder.run("quit") == ([], .quit))
    #expect(recorder.run(" quit ") == ([], .quit))
    let refused = recorder.run("quit now")
    #expect(refused == (["error: 'quit' takes no arguments; type 'quit' alone\n"], .proceed))
  }

  @Test("exit ends the session as quit does, as a shell's prompt takes it")
  func exit() {
    let recorder = Recorder()
    #expect(recorder.run("exit") == ([], .quit))
    let refused = recorder.run("exit now")
    #expect(refused == (["error: 'exit' takes no arguments; type 'exit' alone\n"], .proceed))
  }

  @Test(
    "blank lines and comments write nothing and send nothing",
    arguments: ["", "   ", "\t", "\r", "# a comment", "#push a", "  # indented"])
  func blankAndComments(line: String) {
    let recorder = Recorder()
    #expect(recorder.run(line) == ([], .proceed))
    #expect(recorder.state == Pages.State())
    #expect(!recorder.events.contains { if case .action = $0 { true } else { false } })
  }

  @Test(
    "a refused line writes one error line and sends nothing",
    arguments: [
      (
        "psuh b",
        "'psuh' is not a command on a; did you mean 'push'? type 'help' to list the commands"
      ),
      ("push", "'push' needs the name after it, as in 'push ...'"),
      ("tree now", "'tree' takes no arguments; type 'tree' alone"),
      ("where /", "'where' takes no arguments; type 'where' alone"),
      ("help me", "'help' takes no arguments; type 'help' alone"),
      ("open", "'open' needs a link, as in 'open /'; 'where' prints the current one"),
      ("open ''", "'open' needs a link, as in 'open /'; 'where' prints the current one"),
      (
        "open push=b",
        "a link starts with '/', but 'push=b' does not; write a link as the app prints it, such as '/'"
      ),
      ("open /page=b", "'page' is not a page here; write push=NAME or sheet=NAME"),
      (
        "push \u{1B}[2J",
        "the line contains the control character U+001B; type commands as plain text"
      ),
    ])
  func refusedLines(line: String, message: String) {
    let recorder = Recorder()
    recorder.prepare("push a")
    let before = recorder.state
    #expect(recorder.run(line) == (["error: \(message)\n"], .proceed))
    #expect(recorder.state == before)
    #expect(!recorder.events.contains { if case .action = $0 { true } else { false } })
  }

  @Test("colour makes the breadcrumb bold, transitions dim and errors red")
  func colour() {
    let recorder = Recorder(palette: .ansi)
    let pushed = recorder.run("push a").written.joined()
    #expect(pushed.hasPrefix("\u{1B}[2m-> push #1 a\u{1B}[0m\n\u{1B}[1m[home > a]\u{1B}[0m\n"))
    #expect(
      recorder.run("quit x").written == [
        "\u{1B}[31merror: 'quit' takes no arguments; type 'quit' alone\u{1B}[0m\n"
      ])
  }

  @Test("what asynchronous work changes is rendered between the prefix and the suffix")
  func asynchronousUpdate() async {
    let recorder = Recorder()
    recorder.session.asynchronousPrefix = "\n"
    recorder.session.asynchronousSuffix = "> "
    #expect(recorder.run("later z").written == [pageScreen("home", "home")])
    await recorder.session.store.settle()
    #expect(
      recorder.written == [
        pageScreen("home", "home"), "\n-> push #1 z\n" + pageScreen("home > z", "z") + "> ",
      ])
    // Traced as the store reduces it, then what it caused; the output without the prefix
    // and suffix, which are the prompt's.
    #expect(
      recorder.events.suffix(3) == [
        .action(json: #"{"push":{"_0":"z"}}"#), .transition("push #1 z"),
        .output("-> push #1 z\n" + pageScreen("home > z", "z")),
      ])
  }

  @Test("work that finishes without changing anything in view draws nothing again")
  func asynchronousUpdateWithNothingInView() async {
    let recorder = Recorder()
    recorder.session.asynchronousPrefix = "\n"
    recorder.session.asynchronousSuffix = "> "
    recorder.session.start()
    recorder.prepare()
    // Renamed to the name it has: the state changes nowhere the screen shows.
    recorder.session.store.send(.renamedLater("home"))
    await recorder.session.store.settle()
    #expect(recorder.written.isEmpty)
    recorder.session.store.send(.renamedLater("elsewhere"))
    await recorder.session.store.settle()
    #expect(
      recorder.written == [
        "\n-> update #0 elsewhere\n" + pageScreen("elsewhere", "elsewhere") + "> "
      ])
  }

  @Test(
    "work that changes nothing in view draws nothing again after a transition, a change or help")
  func asynchronousUpdateComparesWithTheLastScreenShown() async {
    let recorder = Recorder()
    recorder.session.asynchronousPrefix = "\n"
    recorder.session.asynchronousSuffix = "> "
    recorder.session.start()
    recorder.prepare("push second")
    recorder.session.store.send(.renamedLater("second"))
    await recorder.session.store.settle()
    #expect(recorder.written.isEmpty)
    recorder.session.store.send(.renamedLater("third"))
    await recorder.session.store.settle()
    #expect(recorder.written.count == 1)
    recorder.prepare()
    recorder.session.store.send(.renamedLater("third"))
    await recorder.session.store.settle()
    #expect(recorder.written.isEmpty)
    recorder.prepare("help", "tree")
    recorder.session.store.send(.renamedLater("third"))
    await recorder.session.store.settle()
    #expect(recorder.written.isEmpty)
  }

  @Test("a decision that changes another screen directly is shown, with its update line")
  func aDecisionThatChangesAnotherScreenDirectlyIsShown() {
    var written: [String] = []
    let session = LineSession<Board>(
      store: Store(initialState: Board.State(), reducer: Board()), write: { written.append($0) })
    session.start()
    session.handle("push second")
    written.removeAll()
    // The second card's event; its coordinator relabels the first card, sending it nothing.
    session.handle("below changed")
    #expect(
      written == ["-> update #0 changed\n[changed > second]\n  commands: push, below, help\n"])
  }
}
