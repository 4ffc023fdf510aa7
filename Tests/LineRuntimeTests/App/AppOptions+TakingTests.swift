import LineRuntime
import Presentation
import Testing

@Suite("AppOptions.take")
struct AppOptionsTakingTests {
  func take(_ arguments: [String]) throws(Refusal) -> (String?, [String]) {
    var arguments = arguments
    let value = try AppOptions.take("--flow", needing: "the name of a flow", from: &arguments)
    return (value, arguments)
  }

  @Test("an app's own option is taken out, spelled either way, and the rest left as it was")
  func taken() throws {
    #expect(try take(["--flow", "short", "--trace", "t"]) == ("short", ["--trace", "t"]))
    #expect(try take(["--trace", "t", "--flow=short"]) == ("short", ["--trace", "t"]))
    #expect(try take(["--graph"]) == (nil, ["--graph"]))
  }

  @Test("after '--' nothing is an option: it is left for the common parsing, which refuses it")
  func afterTheEndOfOptions() throws {
    let (value, rest) = try take(["--", "--flow", "standard"])
    #expect(value == nil)
    #expect(rest == ["--", "--flow", "standard"])
    #expect(throws: Refusal.self) { try AppOptions(parsing: rest) }
    #expect(throws: Refusal("--flow needs the name of a flow")) { try take(["--flow", "--"]) }
  }

  @Test("given twice or without a value, the option is refused")
  func refused() {
    #expect(throws: Refusal("--flow is given twice; give it once")) {
      try take(["--flow", "a", "--flow=b"])
    }
    #expect(throws: Refusal("--flow needs the name of a flow")) { try take(["--flow"]) }
  }
}
