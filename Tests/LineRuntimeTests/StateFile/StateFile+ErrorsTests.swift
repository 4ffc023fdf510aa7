import Foundation
import LineRuntime
import Presentation
import ShownText
import Testing

/// A refused state file is said in the app's words: which field is wrong, and what it should
/// be; never a decoder's own message.
struct StateFileErrorsTests {
  enum Step: Codable, Equatable {
    case start
    case named(String)
  }

  struct Sample: Codable, Equatable {
    var count: Int
    var step: Step
    var name: String
  }

  let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-errors-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// The message loading `content` as a state file of `sample` gets, without its path.
  func refusal(_ content: String) throws -> String {
    let path = directory.appendingPathComponent("s.json").path
    try content.write(toFile: path, atomically: false, encoding: .utf8)
    do {
      _ = try StateFile(path: path, app: "sample").load(Sample.self)
      return "loaded"
    } catch {
      return error.message.replacingOccurrences(of: path, with: "FILE")
    }
  }

  static let fresh = "to start afresh instead, add --reset (which replaces the file)"

  func envelope(_ state: String) -> String {
    #"{"format":"coordinator-suite-state","app":"sample","version":2,"state":"# + state + "}"
  }

  @Test("a file without a format is said to have none, not to say the app's name")
  func missingFormat() throws {
    #expect(
      try refusal(#"{"app":"sample","version":2,"state":{}}"#)
        == "'FILE' is not a state file of sample: it has no 'format', where a state file says "
        + "\"format\": \"coordinator-suite-state\"; give another path; \(Self.fresh)")
    #expect(
      try refusal(#"{"format":"other","app":"sample"}"#).contains("its 'format' is 'other'"))
  }

  @Test("a file of another app, or of none, says which")
  func anotherApp() throws {
    #expect(
      try refusal(#"{"format":"coordinator-suite-state","app":"counters","version":2}"#)
        == "'FILE' is not a state file of sample: it is a state file of 'counters', where a state "
        + "file of sample says \"app\": \"sample\"; give another path; \(Self.fresh)")
    #expect(
      try refusal(#"{"format":"coordinator-suite-state","version":2}"#)
        .contains("it has no 'app', where a state file of sample says \"app\": \"sample\""))
  }

  @Test("a value JSON cannot make into one is said so, never 'The given data was not valid JSON.'")
  func anUnreadableValue() throws {
    let message = try refusal(envelope(#"{"count":1,"step":{"start":{}},"name":"\ud800"}"#))
    #expect(!message.contains("The given data"))
    #expect(message.contains("a value in it cannot be read: a number too large"))
  }

  @Test("an enum value with other than one key names the field and the shape it should have")
  func anEnumWithTwoKeys() throws {
    let message = try refusal(
      envelope(#"{"count":1,"step":{"start":{},"named":{"_0":"x"}},"name":"x"}"#))
    #expect(
      message
        == "the state file 'FILE' holds a state this sample cannot use: the value at state.step in "
        + "the file should be an object with one key, the name of its case, as in {\"push\": {}}; "
        + Self.fresh)
    #expect(!message.contains("Invalid number of keys"))
  }

  @Test("a value of the wrong kind names the field and the kind it should be")
  func aValueOfTheWrongKind() throws {
    #expect(
      try refusal(envelope(#"{"count":"three","step":{"start":{}},"name":"x"}"#)).contains(
        "the value at state.count in the file should be a whole number; "))
    #expect(
      try refusal(envelope(#"{"count":3,"step":{"start":{}},"name":null}"#)).contains(
        "the value at state.name in the file is null, where it should be text in quotes"))
  }

  @Test("a message quoting a value with a newline is still one line when printed")
  func oneLine() throws {
    let message = try refusal(#"{"format":"coordinator-suite-state","app":"x\nerror: forged"}"#)
    #expect(message.contains("it is a state file of 'x\nerror: forged'"))
    #expect(!VisibleText.escaped("error: " + message).contains("\n"))
  }
}
