import TerminalEditor

// What the mouse does, where the terminal reports it.
extension ScreenSession {
  /// Does what a click on the last frame asks: what the key under it does, or choosing the
  /// row or the tab under it. The wheel moves a list's cursor or scrolls a panel. A click on
  /// nothing, a release and the other buttons do nothing and say nothing, as a person expects
  /// of a click beside a target. A click that follows keys not yet drawn is dropped, as it
  /// was aimed at a frame that is gone; with a field open, only the field's hints take one.
  func handle(_ event: MouseEvent) -> Outcome {
    switch event.kind {
    case .wheelUp, .wheelDown:
      let key: TerminalKey = event.kind == .wheelUp ? .up : .down
      if let shown = overlay {
        overlay = shown.scrolled(by: key == .up ? -1 : 1)
      } else if field == nil, let list = current().view.list {
        message = nil
        _ = moveInList(list, by: key)
      }
      return .proceed
    case .press(button: 0):
      break
    case .press, .release, .other:
      return .proceed
    }
    guard !keysSinceFrame else { return .proceed }
    // A click closes a panel, as any key does.
    guard overlay == nil else { return handle(.escape) }
    let action = targets.action(atRow: event.row, column: event.column)
    if field != nil, action != .key(.enter), action != .key(.escape) { return .proceed }
    switch action {
    case .key(let key)?:
      return handle(key)
    case .row(let row)?:
      guard field == nil, let list = current().view.list else { return .proceed }
      message = nil
      listCursor = (Self.listKey(list, titled: current().view.title), row)
      choose(row, of: list)
    case .tab(let index)?:
      guard field == nil, let tabs = Scene(App.navigation(of: store.state)).tabs else {
        return .proceed
      }
      message = nil
      if index != tabs.selected { showTab(index, of: tabs) }
    case nil:
      break
    }
    return hasLeft ? .quit : .proceed
  }
}
