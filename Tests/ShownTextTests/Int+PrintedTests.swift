import ShownText
import Testing

@Suite("Int(printed:)")
struct IntPrintedTests {
  @Test("a number written as printed is read", arguments: ["0", "5", "-3", "1000000000"])
  func plain(text: String) {
    #expect(Int(printed: text).map(String.init) == text)
  }

  @Test(
    "a sign, a leading zero, an exponent or space is refused, as a link refuses it",
    arguments: [
      "+5", "03", "-0", "-03", "007", "1e3", "0x10", " 5", "5 ", "", "-", "9223372036854775808",
    ])
  func otherwise(text: String) {
    #expect(Int(printed: text) == nil)
  }

  @Test("a substring reads the same as the string")
  func substring() {
    #expect(Int(printed: "12-London".prefix(2)) == 12)
    #expect(Int(printed: "012-London".prefix(3)) == nil)
  }
}
