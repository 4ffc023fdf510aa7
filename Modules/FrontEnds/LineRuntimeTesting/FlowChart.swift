/// The chart of a coordinator's flow, found by running it: the screens of its own stack, and the
/// commands that bring each one in.
///
/// A hand-drawn chart drifts from the code the day a screen is added. This one is explored: from
/// each start, every command a screen offers is tried (with sample arguments), breadth first, and
/// each time a route arrives on the coordinator's own stack (a push, a sheet, a cover) or its
/// tab container selects another tab, an edge is drawn from the screen that was there to the one
/// that came. Numbers in titles are written `n`, so `Number 3` and `Number 6` are one screen,
/// `Number n`. A route that shows a child coordinator is drawn as one node (the child has a chart
/// of its own) and not explored further; dismissals and pops are not drawn, since every screen
/// has them.
public struct FlowChart: Equatable, Sendable {
  /// A screen of the chart.
  public struct Node: Equatable, Sendable {
    /// The screen's title, numbers written `n`; for a tab container, the selected tab's name.
    public var title: String
    /// Whether the screen shows a child coordinator, whose own chart says what happens inside.
    public var isChild: Bool

    /// A node titled `title`.
    public init(title: String, isChild: Bool) {
      self.title = title
      self.isChild = isChild
    }
  }

  /// How an edge's screen arrives.
  public enum Arrival: String, Equatable, Sendable {
    /// Pushed on the navigation of the screen below.
    case push
    /// Presented as a sheet.
    case sheet
    /// Presented as a full-screen cover.
    case cover
    /// Another tab selected in a tab container.
    case tab
  }

  /// A way from one screen to another.
  public struct Edge: Equatable, Sendable {
    /// The index in ``FlowChart/nodes`` of the screen the command is typed on.
    public var from: Int
    /// The index of the screen that arrives.
    public var to: Int
    /// The commands that lead there, as typed, in order.
    public var commands: String
    /// How the screen arrives.
    public var arrival: Arrival

    /// An edge from node `from` to node `to`.
    public init(from: Int, to: Int, commands: String, arrival: Arrival) {
      self.from = from
      self.to = to
      self.commands = commands
      self.arrival = arrival
    }
  }

  /// The screens, in the order they were found.
  public var nodes: [Node] = []
  /// The ways between them, in the order they were found.
  public var edges: [Edge] = []
  /// Where the exploration began.
  public struct Start: Equatable, Sendable {
    /// What the start is, as in `first launch`.
    public var label: String
    /// The index of the screen shown there.
    public var node: Int

    /// A start labelled `label`, at node `node`.
    public init(label: String, node: Int) {
      self.label = label
      self.node = node
    }
  }

  /// The starts, in the order given.
  public var starts: [Start] = []

  /// An empty chart, to fill by hand in a test.
  public init() {}

  /// The index of the node titled `title`, added if it is new.
  mutating func node(_ title: String, isChild: Bool) -> Int {
    if let index = nodes.firstIndex(where: { $0.title == title }) { return index }
    nodes.append(Node(title: title, isChild: isChild))
    return nodes.count - 1
  }

  /// Adds an edge, unless one between the same screens, arriving the same way, is there
  /// already: found breadth first, that one was found fewer commands from a start, which is
  /// the one a reader wants (`tab items`, not `select, tab items`).
  mutating func add(_ edge: Edge) {
    guard
      !edges.contains(where: {
        $0.from == edge.from && $0.to == edge.to && $0.arrival == edge.arrival
      })
    else { return }
    edges.append(edge)
  }
}
