import LineRuntime
import Presentation
import Testing

@Suite("Palette")
struct PaletteTests {
  @Test("the plain palette leaves text as it is")
  func plain() {
    let palette = Palette.plain
    #expect(!palette.isEnabled)
    #expect(palette.bold("Numbers") == "Numbers")
    #expect(palette.dim("push #1") == "push #1")
    #expect(palette.red("error: x") == "error: x")
  }

  @Test("the ANSI palette wraps text in its code and a reset")
  func ansi() {
    let palette = Palette.ansi
    #expect(palette.isEnabled)
    #expect(palette.bold("Numbers") == "\u{1B}[1mNumbers\u{1B}[0m")
    #expect(palette.dim("push #1") == "\u{1B}[2mpush #1\u{1B}[0m")
    #expect(palette.red("error: x") == "\u{1B}[31merror: x\u{1B}[0m")
  }

  @Test("text appended in place is wrapped as the same text returned is")
  func appendedInPlace() {
    for palette in [Palette.plain, .ansi] {
      var text = OutputText()
      text += "> "
      palette.appendBold(to: &text) { $0 += "Numbers" }
      palette.appendDim(to: &text) { $0 += "push #1" }
      #expect(text.string == "> " + palette.bold("Numbers") + palette.dim("push #1"))
    }
  }

  @Test("colour only on a terminal, and not when NO_COLOR is set to anything")
  func forOutput() {
    #expect(Palette.forOutput(isTerminal: true, environment: [:]).isEnabled)
    #expect(Palette.forOutput(isTerminal: true, environment: ["NO_COLOR": ""]).isEnabled)
    #expect(!Palette.forOutput(isTerminal: true, environment: ["NO_COLOR": "1"]).isEnabled)
    #expect(!Palette.forOutput(isTerminal: true, environment: ["NO_COLOR": "0"]).isEnabled)
    #expect(!Palette.forOutput(isTerminal: false, environment: [:]).isEnabled)
    #expect(!Palette.forOutput(isTerminal: false, environment: ["TERM": "xterm"]).isEnabled)
  }

  @Test("a dumb terminal gets no colour, any other terminal does")
  func dumbTerminal() {
    #expect(!Palette.forOutput(isTerminal: true, environment: ["TERM": "dumb"]).isEnabled)
    #expect(Palette.forOutput(isTerminal: true, environment: ["TERM": "xterm"]).isEnabled)
  }
}
