import AppCoordinator
import Architecture
import ArchitectureTesting
import Foundation
import LineRuntimeTesting
import NumberFactClient
import ScreenRuntime
import TerminalEditor
import Testing

/// Every frame of the full screen quoted in `README.md` and `Docs/*.md`, as a block fenced
/// ```` ```frame APP WIDTHxHEIGHT: KEYS ```` , is what the full screen draws after those keys,
/// so a picture cannot drift from the app. With `RECORD_TRANSCRIPTS=1` the blocks are drawn
/// anew instead.
///
/// `APP` is `showcase` (its first launch) or `showcase returning` (the tabs). `KEYS` are
/// separated by spaces: a character is its key, `"text"` types each of its characters, and
/// `Enter`, `Esc`, `Tab`, `Left`, `Right`, `Up`, `Down`, `PgUp`, `PgDn` name the others.
@MainActor
struct DocsFrameTests {
  /// What a block's opening fence names: the app, the window and the keys.
  struct Script: Equatable {
    var returning: Bool
    var width: Int
    var height: Int
    var keys: [TerminalKey]
  }

  static let named: [String: TerminalKey] = [
    "Enter": .enter, "Esc": .escape, "Tab": .tab, "Left": .left, "Right": .right, "Up": .up,
    "Down": .down, "PgUp": .pageUp, "PgDn": .pageDown,
  ]

  /// The script `info` names, or why it names none.
  static func script(_ info: String) -> Result<Script, ScriptError> {
    let parts = info.split(separator: ":", maxSplits: 1)
    let head = parts.first?.split(separator: " ").map(String.init) ?? []
    guard head.count == 3 || (head.count == 4 && head[2] == "returning"),
      head[0] == "frame", head[1] == "showcase",
      let size = head.last?.split(separator: "x"), size.count == 2,
      let width = Int(size[0]), let height = Int(size[1])
    else {
      return .failure(
        ScriptError(
          "write 'frame showcase [returning] WIDTHxHEIGHT: KEYS', as in "
            + "'frame showcase returning 80x24: p 4 Enter'"))
    }
    var keys: [TerminalKey] = []
    for word in (parts.count > 1 ? parts[1] : "").split(separator: " ") {
      if let key = named[String(word)] {
        keys.append(key)
      } else if word.count >= 2, word.hasPrefix("\""), word.hasSuffix("\"") {
        keys += word.dropFirst().dropLast().unicodeScalars.map(TerminalKey.text)
      } else if word.unicodeScalars.count == 1, let scalar = word.unicodeScalars.first {
        keys.append(.text(scalar))
      } else {
        let names = named.keys.sorted().joined(separator: ", ")
        return .failure(
          ScriptError("'\(word)' is no key; write a character, \"text\", or one of \(names)"))
      }
    }
    return .success(
      Script(
        returning: head.count == 4 && head[2] == "returning", width: width, height: height,
        keys: keys))
  }

  /// Why a fence names no script.
  struct ScriptError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// The frame the full screen draws for `script`, as its rows, trailing spaces left out.
  static func draw(_ script: Script) async -> String {
    let store = Store(
      initialState: AppCoordinator.State(firstLaunch: !script.returning),
      reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate)))
    let session = ScreenSession<AppCoordinator>(store: store)
    var frame = session.frame(width: script.width, height: script.height)
    for key in script.keys {
      _ = session.handle(key)
      await store.settle()
      // Drawn after each key, as the terminal's runner draws, so a sheet is over a picture.
      frame = session.frame(width: script.width, height: script.height)
    }
    return (0..<frame.height).map { row in
      String(frame.text(ofRow: row).reversed().drop(while: { $0 == " " }).reversed()) + "\n"
    }.joined()
  }

  @Test func everyFrameQuotedInTheDocsIsWhatTheFullScreenDraws() async throws {
    var checked = 0
    for document in try DocsFence.documents() {
      var text = try String(contentsOf: document, encoding: .utf8)
      for block in DocsFence.fences(in: text, file: document).reversed()
      where block.info.hasPrefix("frame ") {
        checked += 1
        let script: Script
        switch Self.script(block.info) {
        case .success(let read): script = read
        case .failure(let error):
          Issue.record(Comment(rawValue: "\(block.place): \(error.message)"))
          continue
        }
        let actual = await Self.draw(script)
        if Transcript.isRecording {
          if let range = text.range(of: "```\(block.info)\n" + block.text + "```") {
            text.replaceSubrange(range, with: "```\(block.info)\n" + actual + "```")
          }
        } else if let diff = lineDiff(expected: block.text, actual: actual) {
          Issue.record(
            Comment(
              rawValue: "\(block.place) differs from what the full screen draws (- document, "
                + "+ app); if the app is right, run the tests with "
                + "\(Transcript.recordVariable)=1 and review the change:\n" + diff))
        }
      }
      if Transcript.isRecording { try text.write(to: document, atomically: true, encoding: .utf8) }
    }
    #expect(checked >= 2, "the docs quote at least two frames of the full screen")
  }

  @Test func aFenceNamesItsWindowAndKeysOrSaysWhatIsRight() {
    #expect(
      Self.script("frame showcase returning 56x18: p \"42\" Enter Left")
        == .success(
          Script(
            returning: true, width: 56, height: 18,
            keys: [.text("p"), .text("4"), .text("2"), .enter, .left])))
    #expect(
      Self.script("frame showcase 80x24: Return")
        == .failure(
          ScriptError(
            "'Return' is no key; write a character, \"text\", or one of Down, Enter, Esc, Left, "
              + "PgDn, PgUp, Right, Tab, Up")))
    #expect(
      Self.script("frame showcase retuning 80x24: q")
        == .failure(
          ScriptError(
            "write 'frame showcase [returning] WIDTHxHEIGHT: KEYS', as in "
              + "'frame showcase returning 80x24: p 4 Enter'")))
    #expect(
      Self.script("frame numbers: q")
        == .failure(
          ScriptError(
            "write 'frame showcase [returning] WIDTHxHEIGHT: KEYS', as in "
              + "'frame showcase returning 80x24: p 4 Enter'")))
  }
}
