import Architecture
import CountersFixture
import Presentation
import ScreenRuntime
import TerminalEditor
import Testing

@MainActor
@Suite("ScreenSession's mouse")
struct ScreenSessionMouseTests {
  @Test("a click on a command's key does what the key does")
  func clickOnACommand() async {
    let app = ScreenSessionTests.counters()
    await app.open("/3")
    #expect(await app.click("increment"))
    #expect(ScreenSessionKeysTests.link(app) == "/4")
  }

  @Test("a click on a list's row chooses it, as Enter on it does")
  func clickOnARow() async {
    let app = ScreenSessionTests.counters()
    #expect(await app.click("Counter 2"))
    #expect(ScreenSessionKeysTests.link(app) == "/2")
  }

  @Test("a click on the bar's back or the hint's back goes back")
  func clickOnBack() async {
    let app = ScreenSessionTests.counters()
    await app.open("/3")
    #expect(await app.click("‹ Counters"))
    #expect(ScreenSessionKeysTests.link(app) == "/")
    await app.open("/3")
    #expect(await app.click("← back"))
    #expect(ScreenSessionKeysTests.link(app) == "/")
  }

  @Test("a click on a tab shows it")
  func clickOnATab() async {
    let app = ScreenDriver<TabsFixture>(
      Store(initialState: TabsFixture.State(), reducer: TabsFixture()))
    #expect(await app.click(" second "))
    #expect(app.store.state.selected == "second")
    #expect(await app.click(" first "))
    #expect(app.store.state.selected == "first")
  }

  @Test("with a field open, a click on a command or the bar types nothing; its hints take one")
  func clickWithAFieldOpen() async {
    let app = ScreenSessionTests.counters()
    await app.open("/3")
    await app.press(.text("/"))
    #expect(await app.click("increment"))
    #expect(await app.click("‹ Counters"))
    #expect(ScreenSessionKeysTests.link(app) == "/3")
    #expect(!(0..<18).contains { app.frame().text(ofRow: $0).contains("open: i") })
    #expect(await app.click("Esc"))
    #expect((0..<18).contains { app.frame().text(ofRow: $0).contains("[i] increment") })
  }

  @Test("a click after keys not yet drawn is dropped, as it was aimed at a frame now gone")
  func clickAfterUndrawnKeys() async {
    let app = ScreenSessionTests.counters()
    let frame = app.frame()
    let row = try? #require((0..<18).first { frame.text(ofRow: $0).contains("Counter 2") })
    // A key and a click in one read: the key moves the cursor, and the click, aimed at the
    // frame before it, does nothing.
    _ = app.session.handle(.down)
    _ = app.session.handle(.mouse(MouseEvent(.press(button: 0), row: row ?? 0, column: 4)))
    await app.store.settle()
    #expect(ScreenSessionKeysTests.link(app) == "/")
  }

  @Test("under a sheet the parent takes no clicks; beside every target a click does nothing")
  func clickUnderASheet() async {
    let app = ScreenSessionTests.counters()
    await app.open("/sheet=4")
    let before = app.frame()
    // The parent's list rows are dimmed above the panel.
    #expect(await app.click("Counter 1"))
    #expect(ScreenSessionKeysTests.link(app) == "/sheet=4")
    await app.press(.mouse(MouseEvent(.press(button: 0), row: 0, column: 0)))
    #expect(ScreenSessionKeysTests.link(app) == "/sheet=4")
    #expect(app.frame() == before)
  }

  @Test("a click closes a panel over the screen, as any key does")
  func clickClosesAPanel() async {
    let app = ScreenSessionTests.counters()
    await app.press(.text("?"))
    #expect(app.frame().targets.isEmpty)
    await app.press(.mouse(MouseEvent(.press(button: 0), row: 5, column: 5)))
    #expect(!app.frame().targets.isEmpty)
  }

  @Test("the wheel moves a list's cursor; a release and the right button do nothing")
  func wheelAndOtherButtons() async {
    let app = ScreenSessionTests.counters()
    let first = app.frame()
    await app.press(.mouse(MouseEvent(.wheelDown, row: 5, column: 5)))
    #expect(app.frame() != first)
    await app.press(.mouse(MouseEvent(.wheelUp, row: 5, column: 5)))
    #expect(app.frame() == first)
    await app.press(.mouse(MouseEvent(.release, row: 5, column: 5)))
    await app.press(.mouse(MouseEvent(.press(button: 2), row: 5, column: 5)))
    #expect(app.frame() == first)
    #expect(ScreenSessionKeysTests.link(app) == "/")
  }

  @Test("help tells what a click does where the terminal reports clicks, and only there")
  func helpTellsOfClicks() async {
    for clicks in [false, true] {
      let app = ScreenSessionTests.counters()
      app.session.clicks = clicks
      // Help, scrolled to its end.
      await app.press(.text("?"))
      for _ in 0..<20 { await app.press(.down) }
      let help = (0..<18).map { app.frame().text(ofRow: $0) }.joined()
      #expect(help.contains("a click on a key") == clicks)
      #expect(help.contains("any key closes"))
    }
  }
}
