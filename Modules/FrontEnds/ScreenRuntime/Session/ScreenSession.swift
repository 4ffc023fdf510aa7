public import Architecture
public import Presentation
import TerminalEditor

/// The full-screen front end for one app: keys in, actions sent to the store, frames out.
///
/// It reads what every front end reads (the screen on top as a neutral `ScreenView`, the
/// navigation tree, back, links) and nothing else: a key runs a command of the screen, opens
/// a field for its argument built from the declaration, or does what a global command of the
/// line protocol does. Every frame is a pure function of the state and the few things this
/// session keeps (a field, an overlay, a message, the pictures sheets are drawn over), so the
/// tests drive keys and compare whole frames.
@MainActor
public final class ScreenSession<App: Presentable> {
  /// What the caller does after a key.
  public enum Outcome: Equatable, Sendable {
    /// Draw what changed and read the next key.
    case proceed
    /// The person left: `q`, Ctrl-D, or an action the app says leaves it.
    case quit
    /// Ctrl-C: leave, as an interrupt asks.
    case interrupted
    /// Ctrl-Z: stop until `fg`, then draw everything again.
    case suspend
    /// Ctrl-L: draw everything again.
    case redraw
  }

  /// The store the session drives.
  public let store: Store<App.State, App.Action>
  /// The characters boxes and arrows are drawn with.
  public let glyphs: Glyphs
  /// Whether the terminal reports clicks, which help then explains.
  public var clicks = false
  /// Called after every change to the state a key or an effect made: where the state is saved.
  public var onChange: (() -> Void)?
  /// Called when work finishing in the background changed the state: draw again.
  public var onAsynchronousUpdate: (() -> Void)?
  /// How the last frame differs from the one before, for the runner to animate.
  public private(set) var animation: Animation?
  /// How many rows at the bottom stay still through the animation: the hint line, and the tab
  /// bar where both frames have it.
  public private(set) var stillRows = 1

  /// The screen on top and its commands' keys, while no action has been reduced since.
  var cached: Shown?
  /// Why back goes nowhere now, read with the view: the bar then offers no back.
  var backRefusal: Refusal?
  /// The field being typed in.
  var field: Field<App.Action>?
  /// The panel over everything, if any.
  var overlay: Overlay?
  /// A refusal or notice for the last key.
  var message: String?
  /// Whether the bar shows the link of what is shown: asked for with `L`, until the next
  /// change. Not shown always: a link is as long as the way to the screen.
  var showsLink = false
  /// The link that waited at a gate on the last frame, and the gate's route, to say so if the
  /// gate is left with the link unopened.
  var waiting: (link: DeepLink, gate: RouteNode)?
  /// Whether an action the app says leaves it was sent.
  var hasLeft = false
  /// Whether the keys arriving were pasted (between the terminal's paste marks), and whether
  /// any of them had no field to go into.
  var isPasting = false
  var pasteLeftOut = false
  /// Each layer's picture as last drawn, by its presentation's key (`""` for the base): what a
  /// sheet is drawn over.
  var pictures: [String: Frame] = [:]
  /// The layer each presentation was opened over, by key.
  var under: [String: String] = [:]
  /// Each layer's page and scene as last drawn, by key: a picture of another size (the window
  /// was resized under a sheet) is laid out again from them.
  var drawn: [String: (page: Page, scene: Scene)] = [:]
  /// The scene last drawn.
  var lastScene: Scene?
  /// The row a list's cursor is on, and the list it is on (its screen's title, command and
  /// length): a list shown anew starts at its own first row.
  var listCursor: (list: String, row: Int)?
  /// The window's height at the last frame: Page Up and Page Down move a list by half of it.
  var lastHeight = 24
  /// What a click does where, on the last frame.
  var targets: [ClickTarget] = []
  /// Whether keys were handled since the last frame, which a click was not aimed at.
  var keysSinceFrame = false
  /// The key each command had on the screens shown so far: it keeps it where it is free.
  var keysGiven: [String: Character] = [:]
  /// The longest link the app prints, read once.
  let longestLink = App.longestLink

  /// A session over `store`, drawing with `glyphs`.
  public init(store: Store<App.State, App.Action>, glyphs: Glyphs = .unicode) {
    self.store = store
    self.glyphs = glyphs
    store.onAction = { [weak self] action, _ in
      self?.cached = nil
      self?.showsLink = false
      if App.leaves(by: action) { self?.hasLeft = true }
    }
    store.onAsynchronousUpdate = { [weak self] in
      self?.onChange?()
      self?.onAsynchronousUpdate?()
    }
  }

  /// The screen on top, its commands and their keys, as one state shows them.
  struct Shown {
    var view: ScreenView<App.Action>
    /// The view's commands, built once: a coordinator's view maps each command as it is read.
    var commands: [Command<App.Action>]
    var keys: [Character?]
  }

  /// The screen on top, its commands and their keys, built once per state.
  func current() -> Shown {
    if let cached { return cached }
    let view = App.screen(of: store.state)
    let commands = view.commands
    // j and k move a list's cursor, as in less and vi, so no command takes them there.
    let built = Shown(
      view: view, commands: commands,
      keys: CommandKeys.assign(
        commands.map(\.name), remembered: &keysGiven,
        reserving: view.list == nil ? [] : ["j", "k"]))
    cached = built
    backRefusal = nil
    do throws(Refusal) {
      _ = try App.backAtRoot(in: store.state)
    } catch {
      backRefusal = error
    }
    return built
  }

  /// Sends `action`, after letting go of the view, whose commands would otherwise share the
  /// state's storage and make the change copy it whole.
  func perform(_ action: App.Action) {
    cached = nil
    store.send(action)
    onChange?()
  }

  /// The frame of the state now in a window `width` by `height`.
  public func frame(width: Int, height: Int) -> Frame {
    lastHeight = height
    let tree = App.navigation(of: store.state)
    let scene = Scene(tree)
    let shown = current()
    let view = shown.view
    // A gate left with its link unopened drops the link, and says so; one out of view (another
    // tab) still holds it.
    if let (link, gate) = waiting, view.then == nil {
      waiting = nil
      if !tree.holds(gate), App.link(of: store.state) != link {
        message = "dropped the link waiting at the gate: \(link)"
      }
    }
    if view.then != nil, case .route(let gate)? = tree.focusPath.last {
      waiting = (App.link(of: store.state), gate)
    }
    let entries = zip(shown.commands, shown.keys).map { command, key in
      Page.Entry(key: key, name: command.name, isAvailable: command.unavailability == nil)
    }
    var page = Page(
      title: view.title, backTitle: backRefusal == nil ? scene.backTitle : nil,
      link: showsLink ? App.link(of: store.state).description : "",
      breadcrumb: tree.breadcrumb, lines: view.lines,
      list: view.list.map { Page.List(rows: $0.rows, cursor: listRow(of: $0, titled: view.title)) },
      entries: entries)
    page.then = view.then
    let layer = scene.presentation?.key ?? ""
    let previous = lastScene.map { $0.presentation?.key ?? "" }
    if let previous, previous != layer, pictures[layer] == nil { under[layer] = previous }
    animation = lastScene.flatMap { Animation(from: $0, to: scene, under: under) }
    // The hint line stays still, and the tab bar too while a page slides beside it.
    stillRows = 1 + (scene.tabs != nil && lastScene?.tabs != nil ? 1 : 0)
    lastScene = scene
    // The picture under a sheet, if it still shows the sheet's parent: a link that changed tab
    // and opened a sheet at once left a picture of another screen.
    let backdrop = under[layer].flatMap { below in
      drawn[below]?.page.title == scene.presentation?.parentTitle
        ? picture(of: below, width: width, height: height) : nil
    }
    // Scrolled past its end at this size, the overlay stays at its last box of rows.
    if var shown = overlay {
      shown.offset = ScreenLayout.overlayStart(shown, width: width, height: height)
      overlay = shown
    }
    let extras = ScreenLayout.Extras(
      field: field, message: message, overlay: overlay, backdrop: backdrop)
    let frame = ScreenLayout.frame(
      page, scene: scene, extras: extras, width: width, height: height, glyphs: glyphs)
    // The picture a sheet opened next is drawn over: this layer without field or panel.
    pictures[layer] =
      field == nil && overlay == nil && message == nil
      ? frame
      : ScreenLayout.frame(
        page, scene: scene, extras: ScreenLayout.Extras<App.Action>(backdrop: backdrop),
        width: width, height: height, glyphs: glyphs)
    drawn[layer] = (page, scene)
    keepPictures(from: layer)
    targets = frame.targets
    keysSinceFrame = false
    return frame
  }

  /// The picture of `layer` at this size: as last drawn, or laid out again from its page and
  /// scene over its own backdrop when the window has been resized since.
  private func picture(of layer: String, width: Int, height: Int, depth: Int = 0) -> Frame? {
    if let kept = pictures[layer], kept.width == width, kept.height == height { return kept }
    guard let (page, scene) = drawn[layer], depth < 16 else { return nil }
    let backdrop = under[layer].flatMap {
      self.picture(of: $0, width: width, height: height, depth: depth + 1)
    }
    let laidOut = ScreenLayout.frame(
      page, scene: scene, extras: ScreenLayout.Extras<App.Action>(backdrop: backdrop),
      width: width, height: height, glyphs: glyphs)
    pictures[layer] = laidOut
    return laidOut
  }

  /// Forgets the pictures of layers no longer under `layer`, so memory follows what is shown.
  private func keepPictures(from layer: String) {
    var kept: Set<String> = [layer]
    var key = layer
    while let below = under[key], kept.count < 16, kept.insert(below).inserted { key = below }
    pictures = pictures.filter { kept.contains($0.key) }
    drawn = drawn.filter { kept.contains($0.key) }
    under = under.filter { kept.contains($0.key) }
  }
}

extension ScreenSession {
  /// The row `list`'s cursor is on: where it was moved to, or the list's first row for a list
  /// not seen before.
  func listRow(of list: ScreenList, titled title: String) -> Int {
    guard let cursor = listCursor, cursor.list == Self.listKey(list, titled: title) else {
      return min(max(0, list.first), max(0, list.rows.count - 1))
    }
    return min(cursor.row, max(0, list.rows.count - 1))
  }

  /// What tells one list from another: its screen's title, its command, its length and its
  /// first row, so a page turned by a command puts the cursor on the page's first.
  static func listKey(_ list: ScreenList, titled title: String) -> String {
    "\(title)\u{0}\(list.command)\u{0}\(list.rows.count)\u{0}\(list.first)"
  }

  /// What `message` and `remedies` say, what to do worded as the keys that do it here.
  func worded(_ message: String, _ remedies: [Remedy]) -> String {
    RefusalWording.words(message, remedies: remedies) { means in
      switch means {
      case .back: glyphs == .ascii ? GlobalKey.back.asciiLabel : GlobalKey.back.label
      case .openLink: GlobalKey.open.label
      case .quit: GlobalKey.quit.label
      case .command(let name):
        current().commands.firstIndex { $0.name == name }.flatMap(key(at:)).map(String.init)
          ?? "the key of '\(name)' (? lists them)"
      }
    }
  }

  /// `refusal` in this front end's words.
  func worded(_ refusal: Refusal) -> String { worded(refusal.message, refusal.remedies) }

  /// The key of the command at `index` of the screen on top, if it has one.
  public func key(at index: Int) -> Character? {
    let keys = current().keys
    return keys.indices.contains(index) ? keys[index] : nil
  }
}
