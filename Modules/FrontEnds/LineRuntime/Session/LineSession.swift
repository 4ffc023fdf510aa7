public import Architecture
public import Presentation
public import ShownText

/// The line protocol for one app: reads a line, runs the command, and writes what changed.
///
/// After a command that sends an action it writes the transitions from the navigation tree
/// before to the tree after, then the screen on top under its breadcrumb. Global commands
/// (`help`, `back`, `where`, `open`, `tree`, `quit`) come first; every other word goes to the
/// commands of the screen on top. A refused line writes one `error: ` line and sends nothing.
/// Everything written is built by pure functions of the state.
@MainActor
public final class LineSession<App: Presentable> {
  /// What the caller does after a line.
  public enum Outcome: Equatable, Sendable {
    /// Read the next line.
    case proceed
    /// The user typed `quit`, or left the app (`Presentable.leaves(by:)`).
    case quit
  }

  /// The store the session drives.
  public let store: Store<App.State, App.Action>
  @usableFromInline let palette: Palette
  /// Where what the session shows goes.
  @usableFromInline let sink: Sink
  /// Where events go, and how actions are written, when the session is traced.
  @usableFromInline let tracer: Tracer?
  /// The events of the line being handled, kept until its outcome is known: a trace writes
  /// the line first, with its outcome, then what it caused.
  @exclusivity(unchecked) @usableFromInline var lineEvents: [TraceEvent]?
  // The session's state is unchecked by the runtime's exclusivity checks: each access is one
  // short read or write on the main actor, never overlapping another, and the checks cost
  // every line a few calls.

  /// What was last shown, so that the next render shows only what changed since, in time
  /// proportional to the change: the stacks count their screens' changes in place.
  @usableFromInline let shown: ShownNavigation
  /// Whether ``shown`` is the state's: no action was reduced since it was last updated.
  @exclusivity(unchecked) @usableFromInline var isShownCurrent = true
  /// The longest link the app prints, read once: the app works it out from its screens'
  /// declarations on every call.
  @usableFromInline let longestLink = App.longestLink
  /// The last render's bytes, and in them the screen written, so that work finishing off
  /// screen does not draw it again: kept as the part of the last output that it was, not
  /// copied out of it.
  @exclusivity(unchecked) @usableFromInline var lastRender: [UInt8] = []
  /// The link that waited at a gate on the last screen shown, and the gate's route, to say
  /// so if the gate is left with the link unopened.
  @usableFromInline var waiting: (link: DeepLink, gate: RouteNode)?
  @exclusivity(unchecked) @usableFromInline var lastScreen: Range<Int> = 0..<0
  /// The render before the last one's bytes, emptied: the room the next render is written
  /// into, so that a render allocates nothing for its text.
  @exclusivity(unchecked) @usableFromInline var spare: [UInt8] = []
  /// The screen on top, while no action has been reduced since it was built.
  @exclusivity(unchecked) @usableFromInline var view: ScreenView<App.Action>?
  /// Written before a render that asynchronous work caused: a newline after a prompt, say.
  public var asynchronousPrefix = ""
  /// Whether the runner prints each line it reads, as `> line`, before what the line does
  /// (`--echo`): a piped script's output then reads as a transcript. A typed line is on the
  /// screen already, so a terminal's is not echoed.
  public var echoesLines = false
  /// Written after a render that asynchronous work caused: the prompt again, say.
  public var asynchronousSuffix = ""
  /// Called after every change a line or an effect made, before what it shows is written (and
  /// when the user left, with nothing written): the hook that marks state to be saved before
  /// the output goes out.
  @exclusivity(unchecked) public var onRender: (() -> Void)?
  /// How many lines were refused with an `error:` line so far.
  public var refusals: Int { refusalCount }
  @exclusivity(unchecked) @usableFromInline var refusalCount = 0
  /// Whether an action the app says leaves it (``Presentable/leaves(by:)``) was sent: the
  /// session then ends after the line, as `quit` does.
  @exclusivity(unchecked) @usableFromInline var hasLeft = false

  /// A session over `store`, writing through `write` (each piece ends with a newline).
  public convenience init(
    store: Store<App.State, App.Action>,
    palette: Palette = .plain,
    write: @escaping (String) -> Void
  ) {
    self.init(store: store, palette: palette, tracer: nil, sink: .text(write))
  }

  /// A session over `store`, writing into `output`: the line runtime's own, which takes each
  /// screen's bytes as they were built.
  public convenience init(
    store: Store<App.State, App.Action>,
    palette: Palette = .plain,
    output: OutputBuffer
  ) {
    self.init(store: store, palette: palette, tracer: nil, sink: .output(output))
  }

  /// A session over `store`, and, with `tracer`, tracing every line, action, transition and
  /// output.
  init(
    store: Store<App.State, App.Action>,
    palette: Palette,
    tracer: Tracer?,
    sink: Sink
  ) {
    self.store = store
    self.palette = palette
    self.tracer = tracer
    self.sink = sink
    shown = ShownNavigation(App.navigation(of: store.state))
    watchActions()
    store.onAsynchronousUpdate = { [weak self] in self?.render(asynchronous: true) }
  }

  /// Lets go of the screen on top after every action, and notes actions traced and an action
  /// that leaves the app.
  ///
  /// Called again when the session starts: there it is built where the app is known, and runs
  /// specialised for it after every action, rather than looking the app's types up each time.
  @inlinable
  func watchActions() {
    store.onAction = { [weak self, tracer] action, _ in
      // The session read once: each read of a weak reference is a call.
      guard let self else { return }
      view = nil
      isShownCurrent = false
      if let tracer { record(.action(json: tracer.encode(action))) }
      if App.leaves(by: action) { hasLeft = true }
    }
  }

  /// Writes the first screen, and sets the store's `onAction` hook to the session's
  /// own, replacing any set on the store since the session was made.
  @inlinable
  public func start() {
    watchActions()
    var text = OutputText(capacity: 256)
    LineRendering.appendScreen(
      currentView(), breadcrumb: App.navigation(of: store.state).breadcrumb, palette: palette,
      to: &text)
    lastRender = text.bytes
    lastScreen = 0..<text.count
    show(text)
  }

  /// Runs one line of input.
  @inlinable @discardableResult
  public func handle(_ line: InputLine) -> Outcome {
    if tracer != nil { lineEvents = [] }
    do {
      let outcome = try run(try line.text())
      traceLine(line, refusal: nil)
      return outcome
    } catch {
      // Errors quote what was typed or linked: shown escaped, like everything else.
      let message = VisibleText.escaped(
        LineRendering.worded(error.message, error.remedies, on: currentView()))
      show(palette.red("error: \(message)") + "\n")
      refusalCount += 1
      traceLine(line, refusal: message)
      return .proceed
    }
  }

  /// Runs one line of text; see ``handle(_:)``.
  @inlinable @discardableResult
  public func handle(_ text: String) -> Outcome {
    handle(.bytes(Array(text.utf8)))
  }

  @inlinable
  func run(_ text: String) throws(Refusal) -> Outcome {
    guard let (name, arguments) = Self.command(of: text), !name.hasPrefix("#") else {
      return .proceed
    }
    switch name {
    case "help":
      try Self.noArguments(arguments, for: name)
      showHelp()
    case "back":
      try Self.noArguments(arguments, for: name)
      perform(try App.backAtRoot(in: store.state))
    case "where":
      try Self.noArguments(arguments, for: name)
      show(VisibleText.escaped(App.link(of: store.state).description) + "\n")
    case "open":
      perform(try App.open(try Self.link(in: text, longest: longestLink), in: store.state))
    case "tree":
      try Self.noArguments(arguments, for: name)
      showTree()
    // `exit` too, as a shell and most prompts take it.
    case "quit", "exit":
      try Self.noArguments(arguments, for: name)
      return .quit
    default:
      perform(try action(named: name, arguments: arguments))
    }
    return hasLeft ? .quit : .proceed
  }

  @inlinable
  func perform(_ action: App.Action) {
    // Let go of the view before the state changes: what its commands hold would otherwise be
    // shared with the state, and copied whole by the change.
    view = nil
    store.send(action)
    // The user left: nothing is shown of what the app did on the way out, but it is kept.
    guard !hasLeft else {
      onRender?()
      return
    }
    render()
  }
}
