extension FlowChart {
  /// The chart as a Mermaid flowchart: a start circle for each start, a box per screen (a
  /// double box for a child coordinator), and an arrow per way, solid for a push or a tab, dotted
  /// for a sheet or a cover, labelled with the commands that take it.
  public var mermaid: String {
    var lines = ["flowchart TD"]
    for (index, node) in nodes.enumerated() {
      let text = Self.escaped(node.title)
      lines.append(node.isChild ? "  s\(index)[[\"\(text)\"]]" : "  s\(index)[\"\(text)\"]")
    }
    for (index, start) in starts.enumerated() {
      lines.append("  start\(index)((\" \")) -->|\(Self.escaped(start.label))| s\(start.node)")
    }
    for edge in edges {
      let label = Self.escaped(
        edge.arrival == .push || edge.arrival == .tab
          ? edge.commands : "\(edge.commands) (\(edge.arrival.rawValue))")
      let arrow = edge.arrival == .sheet || edge.arrival == .cover ? "-.->" : "-->"
      lines.append("  s\(edge.from) \(arrow)|\"\(label)\"| s\(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as Mermaid shows it inside quotes: a quote is written as its entity.
  static func escaped(_ text: String) -> String {
    text.replacing("\"", with: "#quot;")
  }
}
