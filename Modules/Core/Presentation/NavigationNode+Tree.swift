extension NavigationNode {
  /// The whole tree as an indented picture: every stack with its routes, every tab with the
  /// selected one starred, nested coordinators under the route that shows them, and the screen
  /// on top marked. Names and titles come from the data, so each is escaped
  /// (``VisibleText``) before the picture's own newlines join them.
  public var treePicture: String {
    var lines: [String] = []
    appendPicture(indent: "", onFocus: true, into: &lines)
    return lines.joined(separator: "\n")
  }

  private func appendPicture(indent: String, onFocus: Bool, into lines: inout [String]) {
    switch content {
    case .stack(let routes):
      lines.append("\(indent)\(VisibleText.escaped(name)) (stack)")
      for (position, route) in routes.enumerated() {
        let isTop = onFocus && position == routes.count - 1
        let marker = isTop && route.nested == nil ? "  <- on screen" : ""
        lines.append(
          "\(indent)  \(route.id) \(route.style) \(VisibleText.escaped(route.title))\(marker)")
        route.nested?.appendPicture(indent: indent + "    ", onFocus: isTop, into: &lines)
      }
    case .tabs(let tabs, let selected):
      lines.append("\(indent)\(VisibleText.escaped(name)) (tabs)")
      for (position, tab) in tabs.enumerated() {
        let isSelected = position == selected
        lines.append("\(indent)  \(isSelected ? "*" : "-") \(VisibleText.escaped(tab.name))")
        tab.node.appendPicture(
          indent: indent + "    ", onFocus: onFocus && isSelected, into: &lines)
      }
    }
  }
}
