import Presentation

/// One event of a `--trace` file, after its header (``TraceHeader``): a line of input with its
/// outcome, an action the store reduced, a client's answer entering the app, a transition, or
/// what the screen was shown. See `Docs/LineRuntime.md` for the format.
public enum TraceEvent: Equatable, Sendable {
  /// A line of input as read, and the error it was refused with (escaped as the screen shows
  /// it), or `nil` when it was accepted.
  case input(InputLine, refusal: String?)
  /// An action the store reduced, as its `Codable` JSON (see ``TraceJSON/encode(_:)``).
  case action(json: String)
  /// A client's answer to a call, as it enters the app (at `Dependencies`, through
  /// ``ClientRecorder``), before the work that asked goes on with it.
  case result(ClientCall, answer: ClientAnswer)
  /// A transition line, as shown, without its colour.
  case transition(String)
  /// Text the session wrote, without colour: a screen, a help, an error line.
  case output(String)

  /// The event as one JSON object, without a newline, as in
  /// `{"event":"input","line":"help","outcome":"accepted"}`.
  public var jsonLine: String {
    switch self {
    case .input(let line, let refusal):
      let outcome =
        refusal.map { #""outcome":"refused","error":\#(TraceJSON.string($0))"# }
        ?? #""outcome":"accepted""#
      return #"{"event":"input",\#(Self.fields(of: line)),\#(outcome)}"#
    case .action(let json):
      return #"{"event":"action","action":\#(json)}"#
    case .result(let call, let answer):
      let outcome =
        switch answer {
        case .value(let json): #""value":\#(json)"#
        case .failure(let message): #""error":\#(TraceJSON.string(message))"#
        }
      return Self.resultOpening(call) + outcome + "}"
    case .transition(let line):
      return #"{"event":"transition","line":\#(TraceJSON.string(line))}"#
    case .output(let text):
      return #"{"event":"output","text":\#(TraceJSON.string(text))}"#
    }
  }

  /// How the event of an answer to `call` begins, up to its value or error: what tells, byte
  /// for byte, which call a recorded answer is for.
  static func resultOpening(_ call: ClientCall) -> String {
    let names =
      #""client":\#(TraceJSON.string(call.client)),"call":\#(TraceJSON.string(call.call))"#
    return #"{"event":"result",\#(names),"input":\#(call.input),"#
  }

  /// The fields that give back `line` exactly: `line` for text, `bytes` for bytes that are
  /// not UTF-8, `overlong` for the length of a line too long to keep.
  private static func fields(of line: InputLine) -> String {
    switch line {
    case .overlong(let count, _):
      return #""overlong":\#(count)"#
    case .bytes(let bytes):
      if let text = String(validating: bytes, as: UTF8.self) {
        return #""line":\#(TraceJSON.string(text))"#
      }
      return #""bytes":[\#(bytes.map(String.init).joined(separator: ","))]"#
    }
  }
}
