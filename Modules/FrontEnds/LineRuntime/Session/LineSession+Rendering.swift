public import Architecture
public import Presentation
public import ShownText

// What a session writes: after each change, the transitions since the last render, then the
// screen on top; help and the tree when asked.
extension LineSession {
  /// Writes the transitions since the last render and the screen on top. A render that work
  /// finishing in the background caused writes nothing when nothing in view changed, and
  /// otherwise comes between ``asynchronousPrefix`` and ``asynchronousSuffix``.
  @inlinable
  func render(asynchronous: Bool = false) {
    // Read and let go within this render: a tree kept would share the state's storage, and
    // the next change would copy it whole.
    let tree = App.navigation(of: store.state)
    let transitions = shown.update(to: tree)
    isShownCurrent = true
    if tracer != nil { transitions.forEach { record(.transition($0)) } }
    // The prefix, the transitions, the screen and the suffix, written into one buffer reused
    // from render to render: the screen is what follows the transitions, not a text of its
    // own copied after them.
    var text = OutputText(reusing: takeSpare())
    if asynchronous { text += asynchronousPrefix }
    let start = text.count
    for transition in transitions {
      LineRendering.appendTransition(transition, palette: palette, to: &text)
    }
    let view = currentView()
    // A link that waited at a gate whose route is gone, the link unopened: leaving the gate, or
    // another link, dropped it. A gate out of view (another tab) still holds it.
    if let (link, gate) = waiting, view.then == nil {
      waiting = nil
      if !tree.holds(gate), App.link(of: store.state) != link {
        text += "-> dropped the link waiting at the gate: "
        text += VisibleText.escaped(link.description)
        text.append(ascii: UInt8(ascii: "\n"))
      }
    }
    if view.then != nil, case .route(let gate)? = tree.focusPath.last {
      waiting = (App.link(of: store.state), gate)
    }
    let screenStart = text.count
    // The breadcrumb from what was just shown: its titles are read already.
    LineRendering.appendScreen(view, breadcrumb: shown.breadcrumb, palette: palette, to: &text)
    let screen = screenStart..<text.count
    onRender?()
    if asynchronous && transitions.isEmpty
      && text.bytes[screen].elementsEqual(lastRender[lastScreen])
    {
      spare = text.bytes
      return
    }
    if tracer != nil {
      let shown = String(decoding: text.bytes[start..<screen.upperBound], as: UTF8.self)
      record(.output(TraceJSON.uncoloured(shown)))
    }
    if asynchronous { text += asynchronousSuffix }
    // This render is kept for the next to compare with, before it goes out: a render that
    // writing set off would compare with this one. The one before it is written over.
    spare = lastRender
    lastRender = text.bytes
    lastScreen = screen
    emit(text.bytes)
  }

  /// Writes help for the screen on top, with `back` among what cannot be typed when the app
  /// refuses it here.
  @inlinable
  func showHelp() {
    var unavailable = currentView().unavailable
    do throws(Refusal) {
      _ = try App.backAtRoot(in: store.state)
    } catch {
      unavailable.insert(.init("back", because: error), at: 0)
    }
    // What was last shown is the state's unless an action was reduced since (the way out,
    // which shows nothing, or an action a host sent the store itself): its breadcrumb is read
    // already, where the tree's would be described again.
    let breadcrumb =
      isShownCurrent ? shown.breadcrumb : App.navigation(of: store.state).breadcrumb
    var text = OutputText(reusing: takeSpare())
    LineRendering.appendHelp(
      currentView(), unavailable: unavailable, breadcrumb: breadcrumb, palette: palette,
      to: &text)
    show(text)
    keepSpare(text.bytes)
  }

  /// Writes the whole navigation tree.
  @inlinable
  func showTree() {
    var text = OutputText(reusing: takeSpare())
    // The picture escapes its names itself: its own newlines are meant.
    text += App.navigation(of: store.state).treePicture
    text.append(ascii: UInt8(ascii: "\n"))
    show(text)
    keepSpare(text.bytes)
  }
}
