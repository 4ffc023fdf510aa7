import Presentation
public import TerminalEditor

// What each key does.
extension ScreenSession {
  /// Does what `key` asks. `startsRead` says whether the key came first in a read from the
  /// terminal, as a key a person types after a paste does and a key within the paste seldom
  /// does.
  public func handle(_ key: TerminalKey, startsRead: Bool = true) -> Outcome {
    if case .mouse(let event) = key { return handle(event) }
    // What the key changes is not on the last frame until the next is drawn.
    keysSinceFrame = true
    if let outcome = handlePaste(key, startsRead: startsRead) { return outcome }
    if let shown = overlay {
      switch key {
      case .up: overlay = shown.scrolled(by: -1)
      case .down: overlay = shown.scrolled(by: 1)
      default: overlay = nil
      }
      return .proceed
    }
    message = nil
    switch key {
    case .control("c") where field == nil: return .interrupted
    case .control("z"): return .suspend
    default: break
    }
    if field != nil {
      handleField(key)
    } else if key == .escape {
      closePresentation()
    } else if let list = current().view.list, moveInList(list, by: key) {
      // The list's cursor moved, or its row was chosen.
    } else if let global = GlobalKey(key) {
      if let outcome = run(global) { return outcome }
    } else if case .text(let scalar) = key {
      press(Character(scalar))
    } else if let name = Self.name(of: key) {
      message = "\(name) does nothing here; ? lists the keys"
    }
    return hasLeft ? .quit : .proceed
  }

  /// The name of a key that means nothing outside a field, as a person knows it, or `nil` for
  /// one that says nothing when pressed (a paste's mark, bytes that are no key).
  private static func name(of key: TerminalKey) -> String? {
    switch key {
    // Words, not arrows, which a terminal outside UTF-8 cannot draw.
    case .up: "Up"
    case .down: "Down"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .enter: "Enter"
    case .delete: "Delete"
    case .wordLeft, .wordRight: "Ctrl or Alt with an arrow"
    // Alt-Backspace arrives as Ctrl-W.
    case .control("w"): "Ctrl-W (or Alt-Backspace)"
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .unknown: "that key"
    case .text, .tab, .backspace, .left, .escape, .pasteStarted, .pasteEnded, .invalid, .mouse:
      nil
    }
  }

  /// Takes a paste's marks and what arrives between them, or `nil` for a key typed: pasted
  /// text goes into an open field only, each character as typed; elsewhere it would run a
  /// command for each character, so it is left out, and said once. A line break in a paste
  /// submits nothing. A Ctrl-C that starts a read ends a paste whose end never came, and does
  /// what it always does; one within the pasted text is left out with it.
  private func handlePaste(_ key: TerminalKey, startsRead: Bool) -> Outcome? {
    switch key {
    case .control("c") where startsRead:
      isPasting = false
      return nil
    case .pasteStarted:
      isPasting = true
      pasteLeftOut = false
    case .pasteEnded:
      isPasting = false
      if pasteLeftOut {
        message = "a paste goes into a field: open one (/ for a link) and paste there"
        pasteLeftOut = false
      }
    case .text where isPasting && field != nil:
      handleField(key)
    default:
      guard isPasting else { return nil }
      pasteLeftOut = pasteLeftOut || field == nil
    }
    return .proceed
  }

  /// Runs a global key; an outcome other than going on, if it has one.
  private func run(_ global: GlobalKey) -> Outcome? {
    switch global {
    case .back:
      do throws(Refusal) {
        perform(try App.backAtRoot(in: store.state))
      } catch {
        message = worded(error)
      }
    case .nextTab: nextTab()
    // Empty, so that a link pasted or typed whole, `/` and all, is read as it is.
    case .open: field = Field(.link)
    case .tree:
      let lines = App.navigation(of: store.state).treePicture.split(separator: "\n").map(
        String.init)
      let here = lines.firstIndex { $0.hasSuffix("<- on screen") } ?? 0
      overlay = Overlay(title: "tree", lines: lines, offset: max(0, here - 8))
    case .help: overlay = Overlay(title: "keys of \(current().view.title)", lines: helpLines())
    case .link: showsLink = true
    case .quit: return .quit
    case .redraw: return .redraw
    }
    return nil
  }

  /// What a key does to the list on screen: the arrows, j and k, Page Up and Down, Home and End
  /// move its cursor, and Enter chooses its row; `false` for a key a list leaves alone.
  func moveInList(_ list: ScreenList, by key: TerminalKey) -> Bool {
    let title = current().view.title
    let row = listRow(of: list, titled: title)
    let page = max(1, lastHeight / 2)
    let target: Int
    switch key {
    case .up, .text("k"): target = row - 1
    case .down, .text("j"): target = row + 1
    case .pageUp: target = row - page
    case .pageDown: target = row + page
    case .home: target = 0
    case .end: target = list.rows.count - 1
    case .enter:
      choose(row, of: list)
      return true
    default: return false
    }
    listCursor = (Self.listKey(list, titled: title), min(max(0, target), list.rows.count - 1))
    return true
  }

  /// Runs the list's command with row `row` chosen, as its picker would.
  func choose(_ row: Int, of list: ScreenList) {
    let shown = current()
    guard let command = shown.commands.first(where: { $0.name == list.command }) else {
      message = "'\(list.command)' is not available here"
      return
    }
    // An unavailable command refuses the choice itself, saying why.
    do throws(CommandRefusal) {
      perform(try command.action(for: .choice(row)))
    } catch {
      message = RefusalWording.words(error, of: command)
    }
  }

  /// Escape outside a field: in a sheet or cover, goes back as ← does there, until the
  /// presentation is closed; elsewhere it does nothing, and says so.
  private func closePresentation() {
    guard Scene(App.navigation(of: store.state)).presentation != nil else {
      message =
        "Escape leaves a field or goes back in a sheet, and there is neither here; ? lists the keys"
      return
    }
    _ = run(.back)
  }

  /// The command on `character`, run at once when it takes nothing, or its field opened.
  private func press(_ character: Character) {
    let shown = current()
    guard let index = shown.keys.firstIndex(of: character) else {
      message = "'\(character)' is no key here; ? lists the keys"
      return
    }
    let command = shown.commands[index]
    if let reason = command.unavailability {
      message = "'\(command.name)' is not available here: \(reason)"
      return
    }
    guard case .none = command.argument else {
      let current: String? =
        if case .text(let text) = command.argument { text.current } else { nil }
      field = Field(.argument(command), typed: current ?? "")
      return
    }
    do throws(CommandRefusal) {
      perform(try command.action(for: .none))
    } catch {
      message = RefusalWording.words(error, of: command)
    }
  }

  /// A key typed into the field, and what its Enter sends, or why not.
  private func handleField(_ key: TerminalKey) {
    guard var open = field else { return }
    switch open.handle(key) {
    case .editing:
      field = open
    case .cancelled:
      field = nil
    case .submitted(let input):
      guard case .argument(let command) = open.purpose else { return }
      do throws(CommandRefusal) {
        let action = try command.action(for: input)
        field = nil
        perform(action)
      } catch {
        open.refusal = RefusalWording.words(error, of: command)
        field = open
      }
    case .link(let typed):
      let text = String(
        typed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      guard !text.isEmpty else {
        open.refusal = "type a link, as L shows one in the bar, or press Escape to leave the field"
        field = open
        return
      }
      // A link typed without its first `/` is read with it, as the bar shows links.
      let link = text.hasPrefix("/") ? text : "/" + text
      do throws(Refusal) {
        let action = try App.open(DeepLink(parsing: link, longest: longestLink), in: store.state)
        field = nil
        perform(action)
      } catch {
        open.refusal = worded(error)
        field = open
      }
    }
  }

  /// The next tab, through the screen's command whose choices are the tabs.
  private func nextTab() {
    guard let tabs = Scene(App.navigation(of: store.state)).tabs else {
      message = "there are no tabs here"
      return
    }
    showTab((tabs.selected + 1) % tabs.names.count, of: tabs)
  }

  /// The tab at `index`, through the screen's command whose choices are the tabs: the front
  /// end has no action of its own, only the commands the screen declares.
  func showTab(_ index: Int, of tabs: Scene.Tabs) {
    let names = tabs.names.map { $0.lowercased() }
    let shown = current()
    let switching = shown.commands.first { command in
      guard case .choice(let choices) = command.argument, choices.count == names.count else {
        return false
      }
      return (0..<choices.count).allSatisfy { choices.label($0).lowercased() == names[$0] }
    }
    guard let switching else {
      message =
        shown.view.unavailable.first.map { worded($0.reason, $0.remedies) }
        ?? "no command of this screen switches tabs now"
      return
    }
    if let reason = switching.unavailability {
      message = reason
      return
    }
    do throws(CommandRefusal) {
      perform(try switching.action(for: .choice(index)))
    } catch {
      message = RefusalWording.words(error, of: switching)
    }
  }
}
