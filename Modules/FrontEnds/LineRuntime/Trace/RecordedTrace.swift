import Foundation

/// A trace read back for a replay: its header, and each event as written, with what a replay
/// does about it.
public struct RecordedTrace: Sendable {
  /// Why a trace cannot be replayed at all, for an `error:` line.
  public struct ReadError: Error, Equatable, Sendable {
    /// What is wrong and what would be right.
    public var message: String
  }

  /// What a replay does at an event.
  public enum Step: Equatable, Sendable {
    /// Runs this line of input; `overlong` lines carry only their length.
    case input(InputLine)
    /// Gives this answer to the client's call waiting for it, in the outside world's place.
    case clientResult(ClientCall, answer: ClientAnswer)
    /// Nothing: the session must produce this event itself.
    case produced
  }

  /// One event: its line as written, and its step.
  public struct Event: Equatable, Sendable {
    /// The JSON line, as written.
    public var line: String
    /// What a replay does about it.
    public var step: Step
  }

  /// The header.
  public var header: TraceHeader
  /// The events after the header, in order.
  public var events: [Event]

  /// Reads the text of a trace, checking each line's shape (not yet what the app does).
  /// - Throws: ``ReadError`` naming the first line that is not a header or an event.
  public init(text: String, limit: Int = InputLine.commandLimit) throws(ReadError) {
    guard !text.isEmpty else {
      throw ReadError(message: "it is empty; give a file that --trace wrote")
    }
    // The header first, alone: a file that is no trace is refused before the rest is read.
    let start = text.utf8.prefix(TraceHeader.longest + 1)
    var first = Substring(text.utf8[..<(start.firstIndex(of: 0x0A) ?? start.endIndex)])
    if first.hasSuffix("\r") { first.removeLast() }
    guard first.utf8.count <= TraceHeader.longest,
      let header = try? TraceJSON.decode(TraceHeader.self, from: String(first))
    else {
      throw ReadError(
        message: "its first line is not a trace header; give a file that --trace wrote, whose "
          + "first line names its format, as in {\"format\":\"\(TraceHeader.formatName)\",...}")
    }
    self.header = header
    // A trace saved with CRLF endings (an editor, a checkout) reads as the one it was; in a
    // Swift string "\r\n" is one character, so it is a separator of its own.
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    events = []
    for (offset, line) in lines.dropFirst().enumerated() {
      guard let step = Self.step(of: line, limit: limit) else {
        throw ReadError(
          message: "line \(offset + 2) is not a trace event; each line after the header is "
            + "one JSON object with an \"event\" of input, action, result, transition or output")
      }
      events.append(Event(line: line, step: step))
    }
  }

  /// The most bytes a line of input or a client's answer may take in a trace: far more than
  /// either holds, and little enough that parsing one costs a bounded amount of memory.
  static let longestParsedLine = 1 << 20

  /// What a replay does at `line`, or `nil` when it is no event.
  private static func step(of line: String, limit: Int) -> Step? {
    // An event the session must produce is compared byte for byte with what it writes, which
    // always begins so: it is not parsed, however long (a whole tree's output).
    for kind in ["action", "transition", "output"]
    where line.hasPrefix(#"{"event":"\#(kind)","#) {
      return .produced
    }
    guard line.utf8.count <= longestParsedLine, let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let kind = object["event"] as? String
    else { return nil }
    switch kind {
    case "input":
      // A line longer than the reader takes is replayed as the reader would have taken it.
      if let text = object["line"] as? String {
        let bytes = Array(text.utf8)
        return .input(
          bytes.count > limit ? .overlong(byteCount: bytes.count, limit: limit) : .bytes(bytes))
      }
      if let bytes = object["bytes"] as? [Int], bytes.allSatisfy({ (0...255).contains($0) }) {
        return .input(
          bytes.count > limit
            ? .overlong(byteCount: bytes.count, limit: limit) : .bytes(bytes.map(UInt8.init)))
      }
      if let count = object["overlong"] as? Int, count >= 0 {
        return .input(.overlong(byteCount: count, limit: limit))
      }
      return nil
    case "result":
      guard let client = object["client"] as? String, let call = object["call"] as? String,
        let input = object["input"].flatMap(json(of:))
      else { return nil }
      let asked = ClientCall(client: client, call: call, input: input)
      if let message = object["error"] as? String {
        return .clientResult(asked, answer: .failure(message))
      }
      guard let value = object["value"].flatMap(json(of:)) else { return nil }
      return .clientResult(asked, answer: .value(json: value))
    case "action", "transition", "output":
      return .produced
    default:
      return nil
    }
  }

  /// `value`, read from a trace's JSON, written as JSON again.
  private static func json(of value: Any) -> String? {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
