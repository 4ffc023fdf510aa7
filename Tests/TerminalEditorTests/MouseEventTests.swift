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

  @Test("a report that is no event is nothing: no cell 0, a missing part, a fourth button")
  func nonsense() {
    #expect(MouseEvent(sgr: "0;0;3", isPress: true) == nil)
    #expect(MouseEvent(sgr: "0;2", isPress: true) == nil)
    #expect(MouseEvent(sgr: "0;2;3;4", isPress: true) == nil)
    #expect(MouseEvent(sgr: "3;2;3", isPress: true) == nil)
    #expect(MouseEvent(sgr: "0;99999999999999999999;3", isPress: true) == nil)
    #expect(MouseEvent(sgr: "a;b;c", isPress: true) == nil)
  }
}
