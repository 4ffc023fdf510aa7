import Architecture
import Presentation
import ScreenRuntime
import TerminalEditor

/// A screen session driven as a person would drive it, key by key, with each key's effects
/// finished before the next, as a test needs them.
@MainActor
final class ScreenDriver<App: Presentable> {
  let store: Store<App.State, App.Action>
  let session: ScreenSession<App>
  /// The outcome of the last key.
  private(set) var outcome: ScreenSession<App>.Outcome = .proceed

  init(_ store: Store<App.State, App.Action>, glyphs: Glyphs = .unicode) {
    self.store = store
    session = ScreenSession(store: store, glyphs: glyphs)
    _ = session.frame(width: 60, height: 18)
  }

  /// Presses each key of `keys` in turn, drawing a frame after each, as the terminal's
  /// runner does: a sheet is drawn over the picture its parent last had.
  func press(_ keys: TerminalKey...) async {
    for key in keys {
      outcome = session.handle(key)
      await store.settle()
      _ = session.frame(width: 60, height: 18)
    }
  }

  /// Types `text`, one key a character, as a terminal sends it.
  func type(_ text: String) async {
    for scalar in text.unicodeScalars { await press(.text(scalar)) }
  }

  /// Opens `link` as a person would: `/`, the link, Enter.
  func open(_ link: String) async {
    await press(.text("/"))
    await press(.control("u"))
    await type(link)
    await press(.enter)
  }

  /// Clicks the first cell of the first place `text` shows in the last frame (60 by 18), as
  /// a person clicks what they read; `false` when it shows nowhere.
  @discardableResult
  func click(_ text: String) async -> Bool {
    let frame = session.frame(width: 60, height: 18)
    for row in 0..<frame.height {
      let shown = frame.text(ofRow: row)
      guard let range = shown.range(of: text) else { continue }
      let column = shown.distance(from: shown.startIndex, to: range.lowerBound)
      await press(.mouse(MouseEvent(.press(button: 0), row: row, column: column)))
      return true
    }
    return false
  }

  /// The key the screen on top shows for its command `name`.
  func key(of name: String) -> TerminalKey? {
    let view = App.screen(of: store.state)
    guard let index = view.commands.firstIndex(where: { $0.name == name }) else { return nil }
    return session.key(at: index).map { .text(Unicode.Scalar(String($0)) ?? " ") }
  }

  /// Runs the command `name` of the screen on top through its key.
  func run(_ name: String) async {
    guard let key = key(of: name) else { return }
    await press(key)
  }

  /// The frame now, `width` by `height`.
  func frame(_ width: Int = 60, _ height: Int = 18) -> Frame {
    session.frame(width: width, height: height)
  }
}
