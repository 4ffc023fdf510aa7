import LineRuntime
import Presentation
import Testing

@Suite("AppOptions")
struct AppOptionsTests {
  static let commonOptions = "--help (-h), --version, --trace FILE"
  static let readFromInput = "(commands are read from standard input)"

  @Test("no arguments are the default options")
  func none() throws {
    let options = try AppOptions(parsing: [])
    #expect(options == AppOptions())
    #expect(!options.showsHelp && !options.showsVersion)
    #expect(options.tracePath == nil && options.flags.isEmpty && options.values.isEmpty)
  }

  @Test("--help and -h ask for help, --version for the version")
  func helpAndVersion() throws {
    #expect(try AppOptions(parsing: ["--help"]).showsHelp)
    #expect(try AppOptions(parsing: ["-h"]).showsHelp)
    let version = try AppOptions(parsing: ["--version"])
    #expect(version.showsVersion && !version.showsHelp)
  }

  @Test("--trace takes the next argument as its path, even a single dash")
  func trace() throws {
    #expect(try AppOptions(parsing: ["--trace", "out.jsonl"]).tracePath == "out.jsonl")
    #expect(try AppOptions(parsing: ["--trace", "-"]).tracePath == "-")
  }

  @Test("an app's own flags and valued options are collected")
  func extras() throws {
    let options = try AppOptions(
      parsing: ["--graph", "--state", "s.json", "--trace", "t", "--version"],
      extraFlags: ["--graph", "--plain"], extraValues: ["--state"])
    var expected = AppOptions()
    expected.flags = ["--graph"]
    expected.values = ["--state": "s.json"]
    expected.tracePath = "t"
    expected.showsVersion = true
    #expect(options == expected)
  }

  @Test(
    "an option without its value names the right spelling",
    arguments: [
      ["--trace"], ["--trace", "--help"], ["--help", "--trace"],
    ])
  func missingTraceValue(arguments: [String]) {
    #expect(throws: Refusal("--trace needs a file path, as in '--trace FILE' or '--trace=FILE'")) {
      try AppOptions(parsing: arguments)
    }
  }

  @Test("an app's own valued option without its value is refused too")
  func missingExtraValue() {
    #expect(throws: Refusal("--state needs a file path, as in '--state FILE' or '--state=FILE'")) {
      try AppOptions(parsing: ["--state"], extraValues: ["--state"])
    }
  }

  @Test("an unknown argument lists the options", arguments: ["--bogus", "script.txt", "-v", ""])
  func unknown(argument: String) {
    let message =
      "unknown argument '\(argument)'; the options are \(Self.commonOptions) \(Self.readFromInput)"
    #expect(throws: Refusal(message)) { try AppOptions(parsing: ["--help", argument]) }
  }

  @Test("the list of options includes the app's own, sorted")
  func unknownWithExtras() {
    let message =
      "unknown argument '--x'; the options are \(Self.commonOptions), --graph, --plain, "
      + "--output FILE, --state FILE \(Self.readFromInput)"
    #expect(throws: Refusal(message)) {
      try AppOptions(
        parsing: ["--x"], extraFlags: ["--plain", "--graph"], extraValues: ["--state", "--output"])
    }
  }

  @Test("a long unknown argument is quoted by its first 40 characters")
  func longUnknown() {
    let argument = "--" + String(repeating: "x", count: 60)
    let message =
      "unknown argument '--\(String(repeating: "x", count: 38))...'; the options are "
      + "\(Self.commonOptions) \(Self.readFromInput)"
    #expect(throws: Refusal(message)) { try AppOptions(parsing: [argument]) }
  }

  @Test(
    "an option given twice is refused rather than silently taking one",
    arguments: [
      ["--trace", "a", "--trace", "b"], ["--help", "-h"], ["--version", "--version"],
      ["--state", "a", "--state", "b"],
    ])
  func repeated(arguments: [String]) {
    let name = arguments[0] == "-h" ? "--help" : arguments[0]
    #expect(throws: Refusal("\(name) is given twice; give it once")) {
      try AppOptions(parsing: arguments, extraValues: ["--state"])
    }
  }

  @Test("a value may follow its option after '=', as common parsers read it")
  func valuesAfterAnEqualsSign() throws {
    let options = try AppOptions(
      parsing: ["--trace=t.jsonl", "--state=a=b.json"], extraValues: ["--state"])
    #expect(options.tracePath == "t.jsonl")
    #expect(options.values["--state"] == "a=b.json")
    #expect(throws: Refusal("--state needs a file path, as in '--state FILE' or '--state=FILE'")) {
      try AppOptions(parsing: ["--state="], extraValues: ["--state"])
    }
    #expect(throws: Refusal("--trace is given twice; give it once")) {
      try AppOptions(parsing: ["--trace=a", "--trace", "b"])
    }
  }

  @Test("a flag takes no value, even after '='")
  func flagsTakeNoValue() {
    #expect(throws: Refusal("--reset takes no value; give it alone, as in '--reset'")) {
      try AppOptions(parsing: ["--reset=yes"], extraFlags: ["--reset"])
    }
    #expect(throws: Refusal("--help takes no value; give it alone, as in '--help'")) {
      try AppOptions(parsing: ["-h=1"])
    }
  }

  @Test("'--' ends the options; anything after it is refused, since commands come on input")
  func doubleDashEndsTheOptions() throws {
    #expect(try AppOptions(parsing: ["--version", "--"]).showsVersion)
    let message =
      "'script.txt' after '--' is no option, and the apps take no other argument; commands "
      + "are read from standard input"
    #expect(throws: Refusal(message)) { try AppOptions(parsing: ["--", "script.txt"]) }
  }
}
