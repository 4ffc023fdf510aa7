import ScreenRuntime
import Testing

@Suite("Glyphs")
struct GlyphsTests {
  @Test("box characters are Unicode only where the locale says UTF-8, the first set winning")
  func locale() {
    #expect(Glyphs.forLocale(["LANG": "en_GB.UTF-8"]) == .unicode)
    #expect(Glyphs.forLocale(["LANG": "C.utf8"]) == .unicode)
    #expect(Glyphs.forLocale(["LC_ALL": "C", "LANG": "en_GB.UTF-8"]) == .ascii)
    #expect(Glyphs.forLocale(["LC_ALL": "", "LANG": "en_GB.UTF-8"]) == .unicode)
    #expect(Glyphs.forLocale([:]) == .ascii)
  }
}
