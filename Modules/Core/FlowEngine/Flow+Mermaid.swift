extension Flow {
  /// The flow as a Mermaid flowchart, each edge labelled with its condition: drawn from the
  /// value a host runs, so a change to the declaration shows in review as a change to the chart.
  public var mermaid: String {
    var lines = ["flowchart TD"]
    for step in steps {
      let shape = step == final ? "([\(step.title)])" : "[\(step.title)]"
      lines.append("  \(step.id)\(shape)")
    }
    for edge in edges {
      let arrow = edge.closesCycle ? "-.->" : "-->"
      let label =
        edge.condition.map { "|\($0.label)|" } ?? (hasConditionalSibling(edge) ? "|otherwise|" : "")
      lines.append("  \(edge.from.id) \(arrow)\(label) \(edge.to.id)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func hasConditionalSibling(_ edge: Edge) -> Bool {
    edges.contains { $0.from == edge.from && $0.condition != nil }
  }
}
