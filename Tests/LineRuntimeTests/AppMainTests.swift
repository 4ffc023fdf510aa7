import LineRuntime
import Presentation
import Testing

@Suite("AppMain")
struct AppMainTests {
  @Test("usage lists the common options, then the app's own, then how input is read")
  func usage() {
    let info = AppInfo(
      name: "numbers", version: "1.2.0", summary: "Browse numbers and their facts.",
      extraOptions: ["--graph         print the navigation graph and exit"])
    let expected = """
      usage: numbers [options] < script

      Browse numbers and their facts.

      options:
        --help          print this help and exit
        --version       print the version and exit
        --trace FILE    write one JSON object per line for every action and transition
        --graph         print the navigation graph and exit

      Commands are read one per line from standard input; type 'help' for them.
      Exit status: 0 at the end of input or 'quit', 64 for a usage error.

      """
    #expect(info.usage == expected)
  }

  @Test("without options of its own, the usage goes from --trace to the commands")
  func usageWithoutExtras() throws {
    let usage = AppInfo(name: "tool", version: "1", summary: "A tool.").usage
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "usage: tool [options] < script")
    let trace = try #require(lines.firstIndex { $0.hasPrefix("  --trace FILE") })
    #expect(lines[trace + 1] == "")
    #expect(usage.hasSuffix("64 for a usage error.\n"))
  }

  @Test("a usage error exits with 64, as sysexits.h says")
  func usageErrorStatus() {
    #expect(AppMain.usageError == 64)
  }
}
