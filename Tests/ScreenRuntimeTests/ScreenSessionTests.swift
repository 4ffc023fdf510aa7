import Architecture
import CountersFixture
import Presentation
import ScreenRuntime
import Testing

/// Whole frames of the front ends' own app, reached by its commands and links through keys,
/// compared with the frames recorded under `Frames/`.
@MainActor
@Suite("Frames, key by key")
struct ScreenSessionTests {
  /// The counters at their list.
  static func counters() -> ScreenDriver<CountersCoordinator> {
    ScreenDriver(
      Store(initialState: CountersCoordinator.State(), reducer: CountersCoordinator()))
  }

  @Test("a sheet is a panel over its parent, which stays visible around it, dimmed")
  func sheetOverParent() async throws {
    let app = Self.counters()
    let list = app.frame()
    await app.run("preview")
    let picker = app.frame()
    await app.type("4")
    await app.press(.enter)
    let sheet = app.frame()
    #expect(sheet.text(ofRow: 0) == list.text(ofRow: 0))
    #expect(sheet[0, 1].style.contains(.dim))
    try FrameRecording.verify(
      [("the list", list), ("the picker of 'preview'", picker), ("the sheet", sheet)],
      named: "sheet-over-parent")
  }

  @Test("a push inside a presented sheet changes the panel's own bar, not the parent")
  func pushInsideSheet() async throws {
    let app = Self.counters()
    await app.run("preview")
    await app.type("3")
    await app.press(.enter)
    await app.run("double")
    let pushed = app.frame()
    await app.press(.left)
    let back = app.frame()
    try FrameRecording.verify(
      [("Counter 6 pushed in the sheet", pushed), ("back to Counter 3", back)],
      named: "push-inside-sheet")
  }

  @Test("a sheet a link opens is drawn over its parent's bar and tabs, never drawn before")
  func sheetFromLink() async throws {
    let app = Self.counters()
    await app.open("/sheet=4/8")
    try FrameRecording.verify([("the preview from a link", app.frame())], named: "sheet-from-link")
  }

  @Test("a refused argument stays in its field with the refusal under it, until mended")
  func refusedArgument() async throws {
    let app = Self.counters()
    await app.open("/3")
    await app.run("add")
    await app.type("300")
    await app.press(.enter)
    let outOfRange = app.frame()
    await app.press(.backspace, .backspace, .backspace)
    await app.type("abc")
    await app.press(.enter)
    let notANumber = app.frame()
    await app.press(.control("u"))
    await app.type("42")
    await app.press(.enter)
    let taken = app.frame()
    try FrameRecording.verify(
      [("300 refused", outOfRange), ("abc refused", notANumber), ("42 taken", taken)],
      named: "refused-argument")
  }

  @Test("a field is edited in the middle, the cursor where the text goes")
  func fieldEditedInTheMiddle() async throws {
    let app = Self.counters()
    await app.open("/3")
    await app.run("note")
    await app.type("Ada Lovelace")
    await app.press(.left, .left)
    await app.type("X")
    let edited = app.frame()
    let cursor = try #require(edited.cursor)
    // The cursor stands on the 'c' of "Lovelace", after the X typed before it.
    #expect(edited[cursor.row, cursor.column].character == "c")
    #expect(edited[cursor.row, cursor.column - 1].character == "X")
    await app.press(.enter)
    try FrameRecording.verify(
      [("X typed two characters from the end", edited), ("the note taken", app.frame())],
      named: "field-edited-in-the-middle")
  }

  @Test("a sheet's parent is laid out again at a new size, readable above the sheet")
  func sheetSurvivesAResize() async throws {
    let app = Self.counters()
    await app.run("preview")
    await app.type("4")
    await app.press(.enter)
    let resized = app.frame(70, 22)
    let text = (0..<22).map { resized.text(ofRow: $0) }.joined(separator: "\n")
    #expect(text.contains("Counter 1") && text.contains("Counter 4"))
    #expect(resized[3, 4].style.contains(.dim))
  }

  @Test("a list longer than the window scrolls with its cursor, and says where it is")
  func scrolledList() async throws {
    let hundred = CountersCoordinator.State(
      root: .list(CounterList.State(counters: Array(1...100))))
    let app = ScreenDriver<CountersCoordinator>(
      Store(initialState: hundred, reducer: CountersCoordinator()))
    let top = app.frame()
    await app.press(.pageDown, .pageDown, .down)
    try FrameRecording.verify(
      [("the first rows", top), ("two pages and a row down", app.frame())],
      named: "scrolled-list")
  }

  @Test("a resize lays the same screen out again, and a window too small says so")
  func resize() async throws {
    let app = Self.counters()
    await app.run("select")
    await app.type("7")
    await app.press(.enter)
    try FrameRecording.verify(
      [
        ("80 by 24", app.frame(80, 24)), ("40 by 12, the smallest", app.frame(40, 12)),
        ("30 by 8, too small", app.frame(30, 8)),
      ],
      named: "resize")
  }

  @Test("the tree overlay shows the whole navigation, the screen on top marked")
  func tree() async throws {
    let app = Self.counters()
    await app.open("/3/6/12")
    await app.press(.text("T"))
    let tree = app.frame(60, 24)
    await app.press(.text("x"))
    #expect(app.frame(60, 24).text(ofRow: 1).contains("Counter 12"))
    try FrameRecording.verify([("T on Counter 12", tree)], named: "tree")
  }

  @Test("help lists the screen's keys, the global keys, and what is not available and why")
  func help() async throws {
    let app = Self.counters()
    await app.press(.text("?"))
    try FrameRecording.verify([("? on the list", app.frame(72, 24))], named: "help")
  }
}
