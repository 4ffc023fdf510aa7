import Testing

@testable import TerminalEditor

@Suite("MouseEvent")
struct MouseEventTests {
  @Test("Shift, Alt, Ctrl and a drag leave the button as pressed")
  func modifiers() {
    #expect(
      MouseEvent(sgr: "16;2;3", isPress: true) == MouseEvent(.press(button: 0), row: 2, column: 1))
    #expect(
      MouseEvent(sgr: "34;2;3", isPress: true) == MouseEvent(.press(button: 2), row: 2, column: 1))
    #expect(MouseEvent(sgr: "1;2;3", isPress: false) == MouseEvent(.release, row: 2, column: 1))
  }

  @Test("a report that is no event is nothing: no cell 0, a missing part, a negative code")
  func nonsense() {
    #expect(MouseEvent(sgr: "0;0;3", isPress: true) == nil)
    #expect(MouseEvent(sgr: "0;2", isPress: true) == nil)
    #expect(MouseEvent(sgr: "0;2;3;4", isPress: true) == nil)
    #expect(MouseEvent(sgr: "-1;2;3", isPress: true) == nil)
    #expect(MouseEvent(sgr: "0;99999999999999999999;3", isPress: true) == nil)
    #expect(MouseEvent(sgr: "a;b;c", isPress: true) == nil)
  }

  @Test("a side button or a wheel turned sideways is another event, which a front end ignores")
  func otherButtons() {
    #expect(MouseEvent(sgr: "66;2;3", isPress: true)?.kind == .other)
    #expect(MouseEvent(sgr: "128;2;3", isPress: true)?.kind == .other)
  }

  @Test("a report in xterm's form before SGR reads its three bytes, each 32 over its value")
  func legacyReports() {
    #expect(
      MouseEvent(legacy: [32, 33 + 11, 33 + 4]) == MouseEvent(.press(button: 0), row: 4, column: 11)
    )
    #expect(MouseEvent(legacy: [35, 34, 34]) == MouseEvent(.release, row: 1, column: 1))
    #expect(MouseEvent(legacy: [96, 33, 33]) == MouseEvent(.wheelUp, row: 0, column: 0))
    #expect(MouseEvent(legacy: [0, 0, 0]) == MouseEvent(.press(button: 0), row: 0, column: 0))
  }
}
