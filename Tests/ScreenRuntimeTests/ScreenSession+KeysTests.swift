import Architecture
import CountersFixture
import Foundation
import Presentation
import ScreenRuntime
import TerminalEditor
import Testing

@MainActor
@Suite("ScreenSession's keys")
struct ScreenSessionKeysTests {
  /// The link of what `app` shows.
  static func link(_ app: ScreenDriver<CountersCoordinator>) -> String {
    CountersCoordinator.link(of: app.store.state).description
  }

  @Test("Tab switches to the next tab through the screen's own command")
  func nextTab() async {
    let app = ScreenDriver<TabsFixture>(
      Store(initialState: TabsFixture.State(), reducer: TabsFixture()))
    await app.press(.tab)
    #expect(app.store.state.selected == "second")
    await app.press(.tab)
    #expect(app.store.state.selected == "first")
  }

  @Test("a refusal's remedy is worded as the key that does it on this screen")
  func remedyAsAKey() async throws {
    let app = ScreenDriver<TabsFixture>(
      Store(initialState: TabsFixture.State(), reducer: TabsFixture()))
    await app.press(.left)
    guard case .text(let key) = try #require(app.key(of: "tab")) else {
      Issue.record("the tab command has no letter")
      return
    }
    let frame = app.frame(90, 18)
    #expect(
      (0..<18).contains {
        frame.text(ofRow: $0).contains("nothing to go back to; press \(key) to go to another")
      })
  }

  @Test("Escape leaves a field, then goes back in the sheet under it; with neither it says so")
  func escape() async {
    let app = ScreenSessionTests.counters()
    await app.press(.escape)
    let frame = app.frame()
    #expect(
      (0..<18).contains {
        frame.text(ofRow: $0).contains("Escape leaves a field or goes back in a sheet")
      })
    await app.open("/sheet=4")
    await app.run("add")
    await app.press(.escape)
    #expect(Self.link(app) == "/sheet=4")
    await app.press(.escape)
    #expect(Self.link(app) == "/")
  }

  @Test("a back the app refuses says why, and nothing changes")
  func refusedBack() async {
    let app = ScreenSessionTests.counters()
    await app.press(.left)
    let frame = app.frame()
    #expect((0..<18).contains { frame.text(ofRow: $0).contains("nothing to go back to") })
    #expect(Self.link(app) == "/")
  }

  @Test("a key no command has says so, and ? lists the keys")
  func unknownKey() async {
    let app = ScreenSessionTests.counters()
    await app.press(.text("z"))
    let frame = app.frame()
    #expect((0..<18).contains { frame.text(ofRow: $0).contains("'z' is no key here") })
  }

  @Test("a key that does nothing outside a field says so, and changes nothing")
  func keyThatDoesNothing() async {
    let app = ScreenSessionTests.counters()
    await app.open("/3")
    for (key, name) in [(TerminalKey.down, "Down"), (.enter, "Enter"), (.end, "End")] {
      await app.press(key)
      let frame = app.frame()
      #expect(
        (0..<18).contains {
          frame.text(ofRow: $0).contains("\(name) does nothing here; ? lists the keys")
        })
      #expect(Self.link(app) == "/3")
    }
  }

  @Test("a list's cursor moves with the arrows, j and k, the page keys, Home and End")
  func listCursor() async {
    let hundred = CountersCoordinator.State(
      root: .list(CounterList.State(counters: Array(1...100))))
    let app = ScreenDriver<CountersCoordinator>(
      Store(initialState: hundred, reducer: CountersCoordinator()))
    func cursorRow() -> String? {
      let frame = app.frame()
      return (0..<18).map { frame.text(ofRow: $0) }.first { $0.contains("› ") }
    }
    #expect(cursorRow()?.contains("› Counter 1 ") == true)
    await app.press(.down, .text("j"))
    #expect(cursorRow()?.contains("› Counter 3 ") == true)
    await app.press(.text("k"))
    #expect(cursorRow()?.contains("› Counter 2 ") == true)
    await app.press(.end)
    #expect(cursorRow()?.contains("› Counter 100") == true)
    await app.press(.pageUp, .home, .pageDown)
    #expect(cursorRow()?.contains("› Counter 10 ") == true)
    #expect(Self.link(app) == "/")
    await app.press(.enter)
    #expect(Self.link(app) == "/10")
  }

  @Test("L shows the link of what is shown in the bar, until the next change")
  func link() async {
    let app = ScreenSessionTests.counters()
    await app.run("select")
    await app.type("3")
    await app.press(.enter)
    #expect(!app.frame().text(ofRow: 0).contains("/3"))
    await app.press(.text("L"))
    #expect(app.frame().text(ofRow: 0).contains("/3"))
    await app.press(.left)
    #expect(!app.frame().text(ofRow: 0).contains("/3"))
  }

  @Test("/ opens an empty link field, and a link typed with or without its first / opens")
  func linkField() async {
    let app = ScreenSessionTests.counters()
    await app.press(.text("/"))
    let frame = app.frame()
    let fieldRow = (0..<18).map { frame.text(ofRow: $0) }.first { $0.contains("open:") }
    #expect(fieldRow?.trimmingCharacters(in: .whitespaces) == "open:")
    await app.type("/3")
    await app.press(.enter)
    #expect(Self.link(app) == "/3")
    await app.press(.text("/"))
    await app.type(" 5 ")
    await app.press(.enter)
    #expect(Self.link(app) == "/5")
    // Nothing typed is no link: the field says so and stays.
    await app.press(.text("/"), .enter)
    let empty = app.frame()
    #expect(
      (0..<18).contains { empty.text(ofRow: $0).contains("type a link, as L shows one in the bar") }
    )
    #expect(Self.link(app) == "/5")
  }

  @Test("a link that names no place is refused under its field")
  func badLink() async {
    let app = ScreenSessionTests.counters()
    await app.open("/nowhere")
    let frame = app.frame()
    #expect((0..<18).contains { frame.text(ofRow: $0).contains("nowhere") })
    #expect(Self.link(app) == "/")
  }

  @Test("a paste outside a field runs no command and says where to paste; in a field, it is typed")
  func paste() async {
    let app = ScreenSessionTests.counters()
    let pasted = "/3\rq".unicodeScalars.map { $0 == "\r" ? TerminalKey.enter : .text($0) }
    await app.press(.pasteStarted)
    for key in pasted { await app.press(key) }
    await app.press(.pasteEnded)
    #expect(app.outcome == .proceed)
    let frame = app.frame()
    #expect((0..<18).contains { frame.text(ofRow: $0).contains("a paste goes into a field") })
    #expect(Self.link(app) == "/")
    // In the link field, the pasted line break submits nothing; Enter, typed, opens it.
    await app.press(.text("/"), .control("u"), .pasteStarted)
    for key in pasted.dropLast() { await app.press(key) }
    await app.press(.pasteEnded)
    #expect(Self.link(app) == "/")
    await app.press(.enter)
    #expect(Self.link(app) == "/3")
  }

  @Test("Ctrl-C typed interrupts when a paste's end never comes; one pasted is left out")
  func unendedPaste() async {
    let app = ScreenSessionTests.counters()
    await app.press(.pasteStarted, .text("q"))
    #expect(app.session.handle(.control("c"), startsRead: false) == .proceed)
    #expect(app.session.handle(.text("q"), startsRead: false) == .proceed)
    #expect(app.session.handle(.control("c")) == .interrupted)
  }

  @Test("q quits, Ctrl-C interrupts, Ctrl-Z suspends, Ctrl-L redraws")
  func outcomes() async {
    let app = ScreenSessionTests.counters()
    for (key, outcome) in [
      (TerminalKeyFixture.quit, ScreenSession<CountersCoordinator>.Outcome.quit),
      (.control("c"), .interrupted), (.control("z"), .suspend), (.control("l"), .redraw),
    ] {
      await app.press(key)
      #expect(app.outcome == outcome)
    }
  }
}
