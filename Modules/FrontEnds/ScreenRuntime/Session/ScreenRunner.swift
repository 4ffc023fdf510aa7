import Foundation
import LineRuntime
import Presentation
import TerminalEditor

/// Runs a ``ScreenSession`` at the terminal: reads keys, hands them to the session, and writes
/// only the cells that changed since the frame the terminal shows.
///
/// A whole frame is written at the start, after a resize, after `fg` and on Ctrl-L; every
/// other key writes the difference (``FrameDiff``). A key that pushes, presents or dismisses
/// is shown as it happens (``Animation``) in a few frames, unless more keys already wait.
@MainActor
final class ScreenRunner<App: Presentable> {
  /// How long each frame of an animation stays: four of them take about a tenth of a second.
  static var animationStep: Duration { .milliseconds(25) }
  /// The window assumed when the terminal does not say.
  static var defaultSize: (width: Int, height: Int) { (80, 24) }

  let session: ScreenSession<App>
  let colours: Bool
  /// What puts the terminal in the modes the front end draws in.
  let entering: String
  /// The frame the terminal shows, as far as this runner wrote it.
  private var shown: Frame?
  /// Why writing to the terminal failed, if it did.
  private var failure: Descriptor.WriteError?
  private let waiting = WaitingEvents()

  /// A runner of `session`, in colour unless `colours` is false, that sets the terminal's
  /// modes with `entering`.
  init(session: ScreenSession<App>, colours: Bool, entering: String) {
    self.session = session
    self.colours = colours
    self.entering = entering
  }

  /// Runs until the person leaves, the input ends or the terminal fails.
  func run() async -> LineRunner.Ending {
    defer { session.store.cancelAllEffects() }
    _ = ScreenSignals.install()
    write(entering)
    session.onAsynchronousUpdate = { [weak self] in self?.draw() }
    draw(full: true)
    for await event in ScreenInput.events(waiting: waiting) {
      waiting.take()
      switch event {
      case .keys(let keys):
        var full = false
        for (index, key) in keys.enumerated() {
          switch session.handle(key, startsRead: index == 0) {
          case .proceed: break
          case .quit: return .finished
          case .interrupted: return .interrupted
          case .redraw: full = true
          case .suspend:
            TerminalMode.suspend()
            full = true
          }
        }
        if full || keys.count > 1 || waiting.any {
          draw(full: full)
        } else {
          await drawAnimated()
        }
      case .resized, .continued:
        draw(full: true)
      case .end:
        return .finished
      case .failed(let reason):
        return .inputFailed(reason)
      }
      switch failure {
      case .closed?: return .outputClosed
      case .failed(let reason)?: return .outputFailed(reason)
      case nil: break
      }
    }
    return .finished
  }

  /// Draws the state now: the whole frame, or what changed since the frame shown.
  func draw(full: Bool = false) {
    let size = Self.windowSize()
    let frame = session.frame(width: size.width, height: size.height)
    show(frame, full: full)
  }

  /// Draws the state now, through the frames of its animation when it has one.
  private func drawAnimated() async {
    let size = Self.windowSize()
    let frame = session.frame(width: size.width, height: size.height)
    if let animation = session.animation, let old = shown {
      for step in animation.frames(from: old, to: frame, still: session.stillRows) {
        guard !waiting.any else { break }
        show(step, full: false)
        try? await Task.sleep(for: Self.animationStep)
      }
    }
    show(frame, full: false)
  }

  private func show(_ frame: Frame, full: Bool) {
    let text =
      if let shown, !full {
        FrameDiff.changes(from: shown, to: frame, colours: colours)
      } else {
        FrameDiff.full(frame, colours: colours)
      }
    shown = frame
    write(text)
  }

  private func write(_ text: String) {
    guard failure == nil, !text.isEmpty else { return }
    do throws(Descriptor.WriteError) {
      try Descriptor.standardOutput.write(Array(text.utf8))
    } catch {
      failure = error
    }
  }

  /// The window's size, as the terminal of standard output says it.
  static func windowSize() -> (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return defaultSize }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
