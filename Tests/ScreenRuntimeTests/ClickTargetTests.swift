import ScreenRuntime
import TerminalEditor
import Testing

@Suite("ClickTarget")
struct ClickTargetTests {
  @Test("a click acts on the target drawn last on its cell, and on nothing beside one")
  func lastDrawnWins() {
    let targets = [
      ClickTarget(row: 2, columns: 0..<10, action: .row(0)),
      ClickTarget(row: 2, columns: 4..<6, action: .key(.text("x"))),
    ]
    #expect(targets.action(atRow: 2, column: 1) == .row(0))
    #expect(targets.action(atRow: 2, column: 4) == .key(.text("x")))
    #expect(targets.action(atRow: 2, column: 10) == nil)
    #expect(targets.action(atRow: 3, column: 1) == nil)
  }

  @Test("a frame's keys, rows and tabs are targets where they are drawn")
  @MainActor
  func laidOut() async {
    let app = ScreenSessionTests.counters()
    let frame = app.frame()
    let keys = frame.targets.compactMap {
      if case .key(.text(let key)) = $0.action { key } else { nil }
    }
    #expect(keys.contains("s"))
    #expect(frame.targets.contains { $0.action == .row(0) })
    #expect(frame.targets.contains { $0.action == .key(.text("q")) })
  }
}
