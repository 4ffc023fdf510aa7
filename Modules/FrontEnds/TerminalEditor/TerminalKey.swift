/// A key as a terminal in raw mode sends it, once ``KeyDecoder`` has put its bytes together.
///
/// Most keys are one byte; arrows, Home, End and Delete are escape sequences of several, which
/// terminals spell in more than one way. The editor sees only what was pressed.
public enum TerminalKey: Equatable, Sendable {
  /// A character to insert: one Unicode scalar, never a C0 control character or DEL.
  case text(Unicode.Scalar)
  /// Enter: a carriage return or a line feed, a CR LF pair counting once.
  case enter
  /// Tab, which the line protocol reads as a space.
  case tab
  /// Backspace, which terminals send as DEL (0x7F) or BS (0x08).
  case backspace
  /// The Delete key.
  case delete
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// A word to the left: Ctrl-Left, Alt-Left or Alt-B.
  case wordLeft
  /// A word to the right: Ctrl-Right, Alt-Right or Alt-F.
  case wordRight
  /// Ctrl with a letter, named by the letter in lower case: `.control("a")` is Ctrl-A. The
  /// letters that are keys of their own above (H, I, J, M) never come this way.
  case control(Character)
  /// The start of pasted text, as a terminal in bracketed paste mode marks it (`ESC [ 200 ~`):
  /// the keys up to ``pasteEnded`` were pasted, not typed.
  case pasteStarted
  /// The end of pasted text (`ESC [ 201 ~`).
  case pasteEnded
  /// A press, a release or the wheel, where the front end turned mouse reporting on.
  case mouse(MouseEvent)
  /// A lone Escape: no more bytes followed it in time.
  case escape
  /// An escape sequence this decoder does not know (a function key), or a control byte that
  /// is no key: consumed whole, so none of it is typed as text.
  case unknown
  /// Bytes that are not UTF-8.
  case invalid
}
