public import Architecture
public import Presentation

// What a session writes after each change: the transitions since the last render, then the
// screen on top.
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
    if tracer != nil { transitions.forEach { record(.transition($0)) } }
    // The transitions, then the screen, appended to one string: the screen is what follows
    // the transitions, not a string of its own copied after them.
    var text = ""
    text.reserveCapacity(256 + 64 * transitions.count)
    for transition in transitions {
      LineRendering.appendTransition(transition, palette: palette, to: &text)
    }
    let screenOffset = text.utf8.count
    // The breadcrumb from what was just shown: its titles are read already.
    LineRendering.appendScreen(
      currentView(), breadcrumb: shown.breadcrumb, palette: palette, to: &text)
    onRender?()
    let screen = text[text.utf8.index(text.startIndex, offsetBy: screenOffset)...]
    if asynchronous && transitions.isEmpty && screen == lastScreen { return }
    lastScreen = screen
    if tracer != nil { record(.output(TraceJSON.uncoloured(text))) }
    write(asynchronous ? asynchronousPrefix + text + asynchronousSuffix : text)
  }
}
