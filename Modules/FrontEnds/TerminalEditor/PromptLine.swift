import Foundation
import Presentation
import ShownText

/// The prompt at a terminal: the line being edited and the terminal it is drawn on, shared by
/// the thread that reads keys and the main actor that writes screens, under one lock, so that a
/// screen written while a person types never lands inside their line.
///
/// The prompt is open from ``open()`` until a line is entered: keys are handled and the line is
/// drawn only then. Keys typed while the app works on a line wait (the kernel keeps them) and
/// are handled once the prompt is back, in order, as a shell's type-ahead is. Output written
/// while the prompt is open (a fact that arrived) takes the line away, is written, and puts
/// the line back below it, the cursor where it was.
public final class PromptLine: @unchecked Sendable {
  /// What ended the prompt's line, for the reader to hand on.
  public enum Ending: Equatable, Sendable {
    /// A line entered.
    case line(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C twice on an empty line.
    case interrupted
    /// The run is over (``finish()``): nothing more is read.
    case finished
  }

  /// The prompt, as the plain prompt is.
  static let prompt = "> "
  /// What a Ctrl-C on an empty line says, on a row of its own, before a fresh prompt.
  static let howToLeave = "(to leave, press Ctrl-C again or Ctrl-D, or type quit)\n"
  /// The width assumed when the terminal does not say.
  static let defaultColumns = 80

  private let condition = NSCondition()
  private var editor: LineEditor
  private let terminal: Descriptor
  private var isOpen = false
  /// What Tab completes now: the screen on top's, as the line runtime last offered them.
  private var completions = Completions()
  private var isFinished = false

  /// A prompt taking lines of up to `limit` bytes, drawn on `terminal`.
  init(limit: Int, terminal: Descriptor = .standardOutput) {
    editor = LineEditor(limit: limit)
    self.terminal = terminal
  }

  /// Whether the prompt edits its own line: only when a person types at a terminal and reads
  /// the same terminal (both standard input and output are terminals), one that understands
  /// the escape sequences the line is drawn with (`TERM` set and not `dumb`, as readline
  /// decides). Otherwise the terminal's own line editing stays, and piped input is untouched.
  static func isWanted(
    inputIsTerminal: Bool, outputIsTerminal: Bool, environment: [String: String]
  ) -> Bool {
    let terminalType = environment["TERM"] ?? ""
    return inputIsTerminal && outputIsTerminal && !terminalType.isEmpty && terminalType != "dumb"
  }

  /// A prompt for this process, its terminal in raw mode, when `isWanted` says so of the
  /// standard streams and the terminal takes raw mode; otherwise `nil`, and nothing changed.
  @MainActor
  public static func start(limit: Int, environment: [String: String]) -> PromptLine? {
    let wanted = isWanted(
      inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: environment)
    return wanted && TerminalMode.enter() ? PromptLine(limit: limit) : nil
  }

  /// Shows the prompt and lets the reader go on: the app is ready for the next line.
  public func open() {
    condition.withLock {
      guard !isFinished else { return }
      isOpen = true
      show(drawing())
      condition.broadcast()
    }
  }

  /// Output from the app. With the prompt open, the line is taken away first and put back
  /// after; a failed write is the caller's to report, as any failed write of the output is.
  public func write(_ bytes: [UInt8]) throws(Descriptor.WriteError) {
    condition.lock()
    defer { condition.unlock() }
    guard isOpen else { return try terminal.write(bytes) }
    try terminal.write(
      Array(("\r" + LineEditor.eraseToEndOfRow).utf8) + bytes + Array(drawing().utf8))
  }

  /// Makes `completions` what Tab completes from now on: the line runtime offers those of each
  /// screen it shows.
  public func offer(_ completions: Completions) {
    condition.withLock { self.completions = completions }
  }

  /// Runs `body`, which writes elsewhere on the terminal (standard error), with the line taken
  /// away while it runs and put back after.
  public func setAside(_ body: () -> Void) {
    condition.withLock {
      if isOpen { show("\r" + LineEditor.eraseToEndOfRow) }
      body()
      if isOpen { show(drawing()) }
    }
  }

  /// Handles keys from the front of `keys`, once the prompt is open, until one ends the line
  /// or none is left, and draws the line once for all of them; returns what ended the line.
  public func handle(_ keys: inout ArraySlice<TerminalKey>) -> Ending? {
    condition.lock()
    defer { condition.unlock() }
    while !isOpen && !isFinished { condition.wait() }
    guard !isFinished else { return .finished }
    var shown = ""
    var changed = false
    // What is still to be shown of the keys handled so far.
    func pending() -> String {
      defer { (shown, changed) = ("", false) }
      return shown + (changed ? drawing() : "")
    }
    while let key = keys.popFirst() {
      var outcome = editor.handle(key)
      if outcome == .completionAsked { outcome = editor.complete(from: completions) }
      switch outcome {
      case .edited: changed = true
      case .unchanged: break
      // One bell for a run of refused keys: a long paste past the limit rings once.
      case .refused: if !shown.hasSuffix("\u{07}") { shown += "\u{07}" }
      case .submitted(let text):
        isOpen = false
        show(shown + LineEditor.ended(text, prompt: Self.prompt))
        return .line(text)
      case .discarded(let text):
        shown += LineEditor.ended(text, prompt: Self.prompt, mark: "^C")
        changed = true
      case .endOfInput:
        isOpen = false
        show(pending() + "\n")
        return .endOfInput
      case .askedToLeave:
        shown += LineEditor.ended("", prompt: Self.prompt, mark: "^C") + Self.howToLeave
        changed = true
      case .interrupted:
        isOpen = false
        show(pending() + "^C\n")
        return .interrupted
      case .clearScreen:
        shown += LineEditor.clearScreen
        changed = true
      case .suspend:
        show(pending() + "^Z")
        TerminalMode.suspend()
        changed = true
      case .listed(let words):
        shown +=
          "\r" + LineEditor.eraseToEndOfRow
          + VisibleText.escaped(words.joined(separator: "  ")) + "\n"
        changed = true
      case .completionAsked:
        break
      }
    }
    show(pending())
    return nil
  }

  /// Ends the prompt for good, with the terminal as it was found: the run is over, and a
  /// reader waiting for the prompt stops waiting.
  public func finish() {
    condition.withLock {
      isFinished = true
      isOpen = false
      TerminalMode.leave()
      condition.broadcast()
    }
  }

  /// The prompt and the line as they are now, on a terminal as wide as it says it is.
  private func drawing() -> String {
    var size = winsize()
    let known = ioctl(terminal.number, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
    return editor.drawing(
      prompt: editor.searchPrompt ?? Self.prompt,
      columns: known ? Int(size.ws_col) : Self.defaultColumns)
  }

  /// Writes what the reader drew. A terminal that refuses is the app's output failing too,
  /// which the app's next write reports.
  private func show(_ text: String) {
    guard !text.isEmpty else { return }
    try? terminal.write(Array(text.utf8))
  }
}
