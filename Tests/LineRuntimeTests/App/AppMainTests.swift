import LineRuntime
import Presentation
import Testing

@Suite("AppMain")
struct AppMainTests {
  @Test("usage lists the common options, then the app's own, then how input is read")
  func usage() {
    let info = AppInfo(
      name: "sample", version: "1.2.0", summary: "Browse numbers and their facts.",
      extraOptions: ["--graph         print the navigation graph and exit"])
    let expected = """
      usage: sample [options] < script

      Browse numbers and their facts.

      options:
        -h, --help      print this help and exit
        --version       print the version and exit
        --trace FILE    record the session in FILE: a header, then one JSON event per line
        --replay FILE   run the session FILE records again, its clients' results taken from
                        it, and stop at the first difference (exit 65); with --trace, record
                        the replay anew; with --state, start from and save to that state
        --state FILE    restore the state from FILE; save changes there before showing them
        --reset         with --state, start afresh and replace the file
        --open LINK     open LINK before the first screen, as 'open LINK' would; behind a
                        closed gate (a welcome flow, a sign-in) it waits until it is passed
        --bail          stop at the first refused line, with exit status 65 (for scripts)
        --echo          print each line read from a script as '> line' before what it does,
                        so that the output reads as a transcript
        --graph         print the navigation graph and exit

      An option's value may follow it or an '=' (--state=FILE); '--' ends the options.
      Commands are read one per line from standard input; type 'help' for them.

      exit status:
        0    the end of input or 'quit' (or a reader of the output that went away)
        64   a usage error: an unknown, repeated or incomplete option, or a link --open
             refuses
        65   a state file or trace that cannot be used, a replay that differs from its
             trace, or with --bail a refused line
        66   a trace to replay that cannot be read
        70   the app's own declarations are wrong (a mistake to report, not an input)
        71   too few free file descriptors or too little address space to start (raise
             'ulimit -n' or 'ulimit -v')
        73   a trace or state file that cannot be used: not made, read-only or not a file
        74   a failed read or write of the input, output, trace or state file
        75   a state file in use by another process
        130  Ctrl-C twice on an empty line at the prompt, as for an interrupted program

      """
    #expect(info.usage == expected)
  }

  @Test("without options of its own, the usage goes from the common options to the commands")
  func usageWithoutExtras() throws {
    let usage = AppInfo(name: "tool", version: "1", summary: "A tool.").usage
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "usage: tool [options] < script")
    let echo = try #require(lines.firstIndex { $0.hasPrefix("  --echo") })
    #expect(lines[echo + 2] == "")
    #expect(
      usage.hasSuffix(
        "130  Ctrl-C twice on an empty line at the prompt, as for an interrupted program\n"))
  }

  @Test("a usage error exits with 64, as sysexits.h says")
  func usageErrorStatus() {
    #expect(AppMain.usageError == 64)
  }
}
