/// The frame of a screen: a pure function of the page, the scene, the field and the window,
/// so every picture the front end draws is tested without a terminal.
///
/// The base page fills the window above the field, the tab bar and the hint line; a cover
/// fills it too, without the tab bar; a sheet is a framed panel over its parent's picture,
/// dimmed; a window smaller than ``smallest`` says so instead.
public enum ScreenLayout {
  /// The smallest window laid out: room for a bar, a few lines, the keys, a field and the tabs.
  public static let smallest = (width: 40, height: 12)

  /// What is drawn, besides the page and the scene.
  public struct Extras<Action> {
    /// The field being typed in, if any.
    public var field: Field<Action>?
    /// A refusal or a notice for the last key, if any.
    public var message: String?
    /// A panel over everything, if any.
    public var overlay: Overlay?
    /// The picture a sheet is drawn over: its parent as last drawn.
    public var backdrop: Frame?

    /// Extras of these parts.
    public init(
      field: Field<Action>? = nil, message: String? = nil, overlay: Overlay? = nil,
      backdrop: Frame? = nil
    ) {
      self.field = field
      self.message = message
      self.overlay = overlay
      self.backdrop = backdrop
    }
  }

  /// The frame of `page` in `scene`, `width` by `height`.
  public static func frame<Action>(
    _ page: Page, scene: Scene, extras: Extras<Action> = Extras<Action>(), width: Int,
    height: Int, glyphs: Glyphs
  ) -> Frame {
    guard width >= smallest.width, height >= smallest.height else {
      return tooSmall(width: width, height: height, glyphs: glyphs)
    }
    var frame = Frame(width: width, height: height)
    // Text is shown whole: a message and a field's refusal wrap, each within a third of what
    // the page would have; a link wider than the bar's room is shown with the message.
    var page = page
    var message = extras.message
    // A sheet's bar is its panel's width, inside the frame.
    let barWidth = scene.presentation.map { $0.isCover ? width : width - 8 } ?? width
    if !page.link.isEmpty,
      Frame.columns(of: page.link)
        > Frame.barLinkRoom(
          width: barWidth, title: page.title, back: page.backTitle, glyphs: glyphs)
    {
      message = [message, "link: \(page.link)"].compactMap { $0 }.joined(separator: "; ")
      page.link = ""
    }
    let tabRows = scene.tabs == nil ? 0 : 1
    let most = max(1, (height - 1 - tabRows) / 3)
    let notes = extras.field.map { fieldNotes($0, width: width, most: most, glyphs: glyphs) } ?? []
    let fieldRows = extras.field == nil ? 0 : 1 + notes.count
    let messageLines =
      message.map { Frame.wrapped($0, columns: width - 2, most: most, glyphs: glyphs) } ?? []
    let messageRows = messageLines.count
    let pageHeight = height - 1 - tabRows - fieldRows - messageRows
    let pageArea = Rectangle(top: 0, left: 0, width: width, height: pageHeight)
    if let presentation = scene.presentation, !presentation.isCover {
      if let backdrop = extras.backdrop, backdrop.width == width, backdrop.height == height {
        frame = backdrop
      } else {
        // A parent never drawn at this size (a link went straight to the sheet, the window was
        // resized): its bar and tabs alone, laid out for the window.
        let parent = Page(title: presentation.parentTitle)
        frame = self.frame(
          parent, scene: parentScene(scene), extras: Extras<Action>(), width: width,
          height: height, glyphs: glyphs)
      }
      frame.cursor = nil
      // The parent cannot be reached through the sheet.
      frame.targets = []
      frame.restyle(adding: .dim, removing: [.underline, .alert])
      // Sized to what it shows and risen from the bottom, so the parent stays readable above;
      // a sheet on a sheet is narrower and lifted, so the one under it shows around it.
      let inset = min(presentation.sheetsUnder, 4) * 2
      let needed =
        2 + rows(of: page, width: width - 8 - 2 * inset, withBar: presentation.hasNavigation)
      let height = min(pageHeight - 2 - inset / 2, max(8, needed))
      let panel = Rectangle(
        top: pageHeight - inset / 2 - height, left: 3 + inset, width: width - 6 - 2 * inset,
        height: height)
      frame.box(panel, title: presentation.title, glyphs: glyphs)
      let inside = panel.inset(by: 1)
      drawPage(page, in: inside, withBar: presentation.hasNavigation, into: &frame, glyphs: glyphs)
    } else {
      drawPage(page, in: pageArea, withBar: true, into: &frame, glyphs: glyphs)
    }
    var row = pageHeight
    for line in messageLines {
      frame.fill(top: row, left: 0, width: width, height: 1)
      frame.write(line, row: row, column: 1, style: .alert)
      row += 1
    }
    if let field = extras.field {
      drawField(field, notes: notes, row: row, width: width, into: &frame, glyphs: glyphs)
      row += fieldRows
    }
    // Under a sheet the tabs cannot be reached: dimmed with the parent, and Tab not offered.
    let covered = scene.presentation != nil
    if let tabs = scene.tabs {
      drawTabs(tabs, row: row, width: width, dimmed: covered, into: &frame, glyphs: glyphs)
    }
    drawHints(
      field: extras.field != nil, picker: extras.field?.choices != nil,
      tabs: scene.tabs != nil && !covered,
      back: page.backTitle != nil, row: height - 1, width: width, into: &frame, glyphs: glyphs)
    if let overlay = extras.overlay {
      frame.cursor = nil
      drawOverlay(overlay, width: width, height: height, into: &frame, glyphs: glyphs)
    }
    return frame
  }

  /// The scene under a sheet: the same tabs, nothing presented.
  static func parentScene(_ scene: Scene) -> Scene {
    var parent = scene
    parent.presentation = nil
    return parent
  }

  /// A frame that says the window is too small, and how big it must be.
  static func tooSmall(width: Int, height: Int, glyphs: Glyphs) -> Frame {
    var frame = Frame(width: width, height: height)
    let words = [
      "window too small:", "\(width)x\(height);", "this needs", "at least",
      "\(smallest.width)x\(smallest.height)",
    ]
    var lines: [String] = []
    for word in words {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(word)
      }
    }
    let top = max(0, (height - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let text = Frame.fitted(line, columns: width, glyphs: glyphs)
      frame.write(
        text, row: top + offset, column: max(0, (width - Frame.columns(of: text)) / 2),
        style: .bold)
    }
    return frame
  }
}
