import Presentation
import ShownText
import TerminalEditor

/// Writes a line on standard error, unbuffered, for errors and reports that must not mix with
/// the screen; what it quotes (an option, a path, a report) is shown escaped, as on the screen.
/// A standard error that cannot be written (closed, full) never stops the app: the line is
/// lost, and the exit status still says what happened.
public func printToStandardError(_ line: String) {
  try? Descriptor.standardError.write(Array((VisibleText.escaped(line) + "\n").utf8))
}
