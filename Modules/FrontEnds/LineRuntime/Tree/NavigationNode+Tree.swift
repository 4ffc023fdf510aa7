public import Presentation
import ShownText

extension NavigationNode {
  /// The whole tree as an indented picture: every stack with its routes, every tab with the
  /// selected one starred, nested coordinators under the route that shows them, and the screen
  /// on top marked. Names and titles come from the data, so each is escaped
  /// (``VisibleText``) before the picture's own newlines join them.
  public var treePicture: String {
    // Appended to one buffer of bytes in place, each line after a newline, and made a string
    // once: lines built apart and joined made every line twice, and a string grown piece by
    // piece checked its room, its counts and whether it was still ASCII at every piece.
    var text: [UInt8] = []
    appendPicture(indent: "", onFocus: true, into: &text)
    return String(decoding: text, as: UTF8.self)
  }

  private func appendPicture(indent: String, onFocus: Bool, into text: inout [UInt8]) {
    func startLine() {
      if !text.isEmpty { text += "\n" }
      text += indent
    }
    switch content {
    case .stack(let routes):
      startLine()
      text += VisibleText.escaped(name)
      text += " (stack)"
      for (position, route) in routes.enumerated() {
        let isTop = onFocus && position == routes.count - 1
        startLine()
        text += "  "
        text += route.id.description
        text += " "
        text += route.style.description
        text += " "
        text += VisibleText.escaped(route.title)
        if isTop && route.nested == nil { text += "  <- on screen" }
        route.nested?.appendPicture(indent: indent + "    ", onFocus: isTop, into: &text)
      }
    case .tabs(let tabs, let selected):
      startLine()
      text += VisibleText.escaped(name)
      text += " (tabs)"
      for (position, tab) in tabs.enumerated() {
        let isSelected = position == selected
        startLine()
        text += isSelected ? "  * " : "  - "
        text += VisibleText.escaped(tab.name)
        tab.node.appendPicture(
          indent: indent + "    ", onFocus: onFocus && isSelected, into: &text)
      }
    }
  }
}

extension [UInt8] {
  /// Appends the UTF-8 bytes of `piece`, from its own storage at once.
  fileprivate static func += (text: inout Self, piece: String) {
    let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { text.append(contentsOf: $0) }
    if copied == nil { text.append(contentsOf: piece.utf8) }
  }
}
