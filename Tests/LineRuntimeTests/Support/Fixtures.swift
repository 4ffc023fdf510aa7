import Architecture
import LineRuntime
import Navigation
import Presentation

/// The smallest app the line runtime can drive: a coordinator over a stack of named pages.
///
/// `push <name>` pushes a page, `present <name>` presents one as a sheet with navigation of its
/// own, `rename <title>` renames the page on top in place, and `later <name>` pushes a page from
/// asynchronous work. The link names every route above the root, as in `/push=a/sheet=b`.
/// Pushing a page named `exit` leaves the app (``Presentable/leaves(by:)``).
struct Pages: Presentable {
  struct State: Equatable {
    var pages = RouteStack(root: "home")
  }

  enum Action: Codable, Equatable, Sendable {
    case push(String)
    case present(String)
    case rename(String)
    case later(String)
    case renamedLater(String)
    case back
    case open(DeepLink)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .push(let name):
      _ = state.pages.push(name)
    case .present(let name):
      _ = state.pages.presentSheet(name, embedsNavigation: true)
    case .rename(let name):
      state.pages.modifyScreen(id: state.pages.top.id) { $0 = name }
    case .renamedLater(let name):
      return .run { send in await send(.rename(name)) }
    case .later(let name):
      return .run { send in await send(.push(name)) }
    case .back:
      state.pages.goBack()
    case .open(let link):
      // Keeps the routes the link still names, so that opening the current link is a no-op.
      let wanted = link.segments.map { segment in
        segment.name == "push"
          ? Route.push(segment.value ?? "") : .sheet(segment.value ?? "", embedsNavigation: true)
      }
      let current = state.pages.routes.dropFirst().map(\.route)
      let kept = zip(current, wanted).prefix { $0 == $1 }.count
      state.pages.goBack(current.count - kept)
      _ = try? state.pages.append(contentsOf: Array(wanted[kept...]))
    }
    return .none
  }

  static func leaves(by action: Action) -> Bool { action == .push("exit") }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "Pages", stack: state.pages, title: { $0 })
  }

  static func screen(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: state.pages.top.screen,
      lines: ["page \(state.pages.top.screen)"],
      commands: [
        .text("push", placeholder: "name", summary: "push a page", action: Action.push),
        .text("present", placeholder: "name", summary: "present a page", action: Action.present),
        .text("rename", placeholder: "title", summary: "rename this page", action: Action.rename),
        .text("later", placeholder: "name", summary: "push a page soon", action: Action.later),
      ])
  }

  static func back(in state: State) throws(Refusal) -> Action {
    guard state.pages.canGoBack else {
      throw Refusal("there is nothing to go back to on the first page")
    }
    return .back
  }

  /// Page names are any text a command takes, so each may need encoding whole.
  static var longestLink: Int {
    DeepLink.longestText(
      segments: RouteStack<String>.capacity - 1,
      longestSegment: "sheet=".utf8.count
        + DeepLink.longestEncoding(ofBytes: Command<Action>.longestText))
  }

  static func link(of state: State) -> DeepLink {
    DeepLink(
      state.pages.routes.dropFirst().map { route in
        DeepLink.Segment(route.style == .push ? "push" : "sheet", value: route.screen)
      })
  }

  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    for segment in link.segments {
      guard ["push", "sheet"].contains(segment.name), segment.value != nil else {
        throw Refusal("'\(segment.name)' is not a page here; write push=NAME or sheet=NAME")
      }
    }
    return .open(link)
  }
}

/// A session over the `Pages` fixture that keeps everything it writes and traces.
@MainActor
final class Recorder {
  /// What the session wrote and traced so far.
  final class Log {
    var written: [String] = []
    var events: [TraceEvent] = []
  }

  let log: Log
  let session: LineSession<Pages>

  init(palette: Palette = .plain, state: Pages.State = Pages.State()) {
    let log = Log()
    self.log = log
    session = LineSession<Pages>(
      store: Store(initialState: state, reducer: Pages()), palette: palette,
      trace: { log.events.append($0) }, write: { log.written.append($0) })
  }

  var written: [String] { log.written }
  var events: [TraceEvent] { log.events }
  var state: Pages.State { session.store.state }

  /// Runs `lines` and forgets what they wrote and traced.
  func prepare(_ lines: String...) {
    for line in lines { session.handle(line) }
    log.written.removeAll()
    log.events.removeAll()
  }

  /// What one line writes, and its outcome.
  func run(_ line: String) -> (written: [String], outcome: LineSession<Pages>.Outcome) {
    log.written.removeAll()
    let outcome = session.handle(line)
    return (log.written, outcome)
  }
}

/// The screen of the page `page` under `breadcrumb`, as the fixture shows it.
func pageScreen(_ breadcrumb: String, _ page: String) -> String {
  "[\(breadcrumb)]\n  page \(page)\n  commands: push, present, rename, later, help\n"
}
