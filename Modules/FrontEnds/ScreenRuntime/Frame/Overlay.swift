/// A panel over the whole screen that any key but the arrows closes: the tree, or help.
public struct Overlay: Equatable, Sendable {
  /// The panel's title, as in `tree`.
  public var title: String
  /// Its lines.
  public var lines: [String]
  /// The first row shown, of the lines wrapped to the window, moved by the arrows.
  public var offset: Int

  /// An overlay titled `title` showing `lines` from `offset`.
  public init(title: String, lines: [String], offset: Int = 0) {
    self.title = title
    self.lines = lines
    self.offset = offset
  }

  /// The overlay scrolled by `step` rows. The rows are its lines wrapped to the window, which
  /// the layout knows: it keeps the offset within them (`ScreenLayout.overlayStart`).
  public func scrolled(by step: Int) -> Overlay {
    var moved = self
    moved.offset = max(0, offset + step)
    return moved
  }
}
