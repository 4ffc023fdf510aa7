import ScreenRuntime
import Testing

@Suite("CommandKeys")
struct CommandKeysTests {
  @Test("each command takes the first free letter of its name")
  func letters() {
    #expect(
      CommandKeys.assign(["increment", "decrement", "double", "fact", "divisors", "done"])
        == ["i", "d", "o", "f", "v", "n"])
  }

  @Test("q is never a command's key: it quits")
  func reserved() {
    #expect(CommandKeys.assign(["quiz"]) == ["u"])
  }

  @Test("past the alphabet, digits; past the digits, no key")
  func exhausted() {
    let names = (0..<40).map { _ in "a" }
    let keys = CommandKeys.assign(names)
    #expect(keys[0] == "a" && keys[25] == "1" && keys[33] == "9" && keys[34] == nil)
  }

  @Test("a command keeps its key from screen to screen where it is free")
  func remembered() {
    var remembered: [String: Character] = [:]
    #expect(CommandKeys.assign(["name", "next"], remembered: &remembered) == ["n", "e"])
    #expect(CommandKeys.assign(["email", "next"], remembered: &remembered) == ["m", "e"])
  }
}
