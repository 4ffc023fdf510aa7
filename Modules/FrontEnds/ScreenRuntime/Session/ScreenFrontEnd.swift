public import Architecture
import Foundation
public import LineRuntime
public import Presentation
import TerminalEditor

/// The full-screen front end as an app offers it: `--screen`.
///
/// It runs only where it can draw: standard input and output both a terminal that moves its
/// cursor (`TERM` set and not `dumb`). A trace and a replay are the line protocol's (lines
/// in, lines out), so they are refused with it; `--state` works as it does for lines, the
/// state saved after every key that changed it.
public enum ScreenFrontEnd: AppFrontEnd {
  /// `--screen`.
  public static let flag = "--screen"

  /// The line `--help` shows.
  public static let usage =
    "--screen        draw the app full-screen at a terminal, its keys shown on screen"

  /// The alternate screen, a hidden cursor, pastes marked as pastes, and clicks and the wheel
  /// reported where `mouse` says the terminal offers it, as on the way in.
  static func entering(mouse: Bool) -> String {
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
  }
  /// The mouse unreported, pastes unmarked, the cursor shown and the screen the person had, as
  /// on every way out; a terminal that never reported the mouse ignores the first part.
  static let leaving =
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Whether the terminal `environment` names reports clicks in xterm's way. Terminals that
  /// do are named by their `TERM`; a console (`linux`) or a plain VT does not, and
  /// `--screen` then works by keys alone, as it also does with `NO_MOUSE` set.
  public static func reportsMouse(_ environment: [String: String]) -> Bool {
    if let off = environment["NO_MOUSE"], !off.isEmpty { return false }
    let type = environment["TERM"] ?? ""
    let families = [
      "xterm", "screen", "tmux", "rxvt", "alacritty", "kitty", "foot", "wezterm", "st-", "vte",
      "gnome", "konsole", "iterm", "contour", "ghostty", "mintty", "putty",
    ]
    return type == "st" || families.contains { type.hasPrefix($0) }
  }

  /// Why `--screen` cannot run with `options` here, or `nil`.
  public static func refusal(for options: AppOptions, environment: [String: String]) -> String? {
    refusal(
      for: options, environment: environment, inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// Why `--screen` cannot run with `options`, given what the standard streams are.
  static func refusal(
    for options: AppOptions, environment: [String: String], inputIsTerminal: Bool,
    outputIsTerminal: Bool
  ) -> String? {
    if options.tracePath != nil || options.values["--replay"] != nil {
      return "--screen reads keys, and a trace or a replay holds lines of the line protocol; "
        + "give --trace or --replay without --screen"
    }
    if options.flags.contains("--bail") {
      return "--bail stops a script at a refused line, and --screen reads keys, not a script; "
        + "give --bail without --screen"
    }
    guard inputIsTerminal, outputIsTerminal else {
      let which =
        !inputIsTerminal && !outputIsTerminal
        ? "neither standard input nor output is"
        : !inputIsTerminal
          ? "standard input is not" : "standard output is not"
      return "--screen draws on a terminal, and \(which) one; run it at a terminal, or leave "
        + "out --screen to read commands one per line"
    }
    let type = environment["TERM"] ?? ""
    guard !type.isEmpty, type != "dumb" else {
      return "--screen moves the cursor, and TERM is '\(type.isEmpty ? "unset" : type)', a "
        + "terminal that cannot; set TERM to your terminal's type, or leave out --screen"
    }
    return nil
  }

  /// Runs `app` full-screen until the person leaves.
  @MainActor
  public static func run<App: Presentable>(
    _ app: App.Type, store: Store<App.State, App.Action>, environment: [String: String],
    changed: @escaping () -> Void
  ) async -> LineRunner.Ending {
    let mouse = reportsMouse(environment)
    let entering = entering(mouse: mouse)
    guard
      TerminalMode.enter(leaving: Array(leaving.utf8), returning: Array(entering.utf8))
    else { return .inputFailed("the terminal refused raw mode") }
    defer { TerminalMode.leave() }
    let session = ScreenSession<App>(store: store, glyphs: Glyphs.forLocale(environment))
    session.onChange = changed
    session.clicks = mouse
    let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let runner = ScreenRunner(session: session, colours: !noColour, entering: entering)
    return await runner.run()
  }
}
