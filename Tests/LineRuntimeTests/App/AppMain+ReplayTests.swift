import Foundation
import Testing

/// `--replay FILE` as a person runs it: the real `counters` executable under bash.
@Suite("AppMain --replay", processTimeLimit)
struct AppMainReplayTests {
  /// Records a session with a fact and a refused line in `$DIR/t`, its output in `$DIR/out`.
  static let record = #"""
    printf 'select 3\nfact\nnope\ndouble\n' | "$APP" --trace "$DIR/t" > "$DIR/out"
    """#

  @Test("a replay reproduces the recorded output byte for byte, and exits 0")
  func reproduces() throws {
    let run = try shell(
      Self.record + "\n" + #""$APP" --replay "$DIR/t" </dev/null | cmp - "$DIR/out" && echo same"#)
    #expect(run.output == "same\n")
    #expect(run.errors == "")
  }

  @Test("replayed with --trace, the session is recorded anew, the same to the byte")
  func reRecords() throws {
    let run = try shell(
      Self.record + "\n"
        + #""$APP" --replay "$DIR/t" --trace "$DIR/t2" >/dev/null && cmp "$DIR/t" "$DIR/t2" && echo same"#
    )
    #expect(run.output == "same\n")
  }

  @Test("a replay recorded anew into the trace it replays, by any name, is refused, trace kept")
  func reRecordingOverItselfIsRefused() throws {
    let run = try shell(
      Self.record + "\n"
        + #"""
        cp "$DIR/t" "$DIR/before"
        ln -s "$DIR/t" "$DIR/link"
        "$APP" --replay "$DIR/t" --trace "$DIR/link" >/dev/null; echo "status $?"
        cmp "$DIR/t" "$DIR/before" && echo kept
        """#)
    #expect(run.output == "status 73\nkept\n")
    #expect(run.errors.hasPrefix("error: --trace and --replay name the same file"))
  }

  @Test("a trace forged to answer what the client never tells is replayed, but never saved")
  func aForgedAnswerIsNeverSaved() throws {
    let run = try shell(
      #"""
      printf 'select 3\nfact\n' | "$APP" --trace "$DIR/t" > /dev/null
      sed 's/3 is odd\./3 is even./g' "$DIR/t" > "$DIR/forged"
      "$APP" --replay "$DIR/forged" --state "$DIR/s.json" > /dev/null; echo "status $?"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1; echo "status $?"
      """#)
    #expect(run.output == "status 74\n/3\nstatus 0\n")
    #expect(
      run.errors.hasPrefix(
        "error: the state was not saved, because this counters would refuse to load it: the fact "
          + "about 3 is not the one the app tells"))
  }

  @Test("a replay of the state file or its lock, by any name, is refused, and both are kept")
  func theReplayIsNeverTheStateOrItsLock() throws {
    let run = try shell(
      Self.record + "\n"
        + #"""
        cp "$DIR/t" "$DIR/before"
        ln -s "$DIR/t" "$DIR/link"
        "$APP" --replay "$DIR/t" --state "$DIR/link" --reset >/dev/null; echo "status $?"
        cp "$DIR/t" "$DIR/s.lock"
        "$APP" --replay "$DIR/s.lock" --state "$DIR/s" >/dev/null; echo "status $?"
        cmp "$DIR/t" "$DIR/before" && cmp "$DIR/s.lock" "$DIR/before" && echo kept
        """#)
    #expect(run.output == "status 73\nstatus 73\nkept\n")
    let errors = run.errors.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors.first?.hasPrefix("error: --replay and --state name the same file") == true)
    #expect(
      errors.last?.hasPrefix("error: --replay and the state file's lock name the same file")
        == true)
  }

  @Test("a replay that differs saves nothing past the last step it reproduced")
  func aDivergedReplaySavesNothingMore() throws {
    let run = try shell(
      #"""
      printf 'select 3\nincrement\n' | "$APP" --trace "$DIR/t" > /dev/null
      sed 's/"line":"increment"/"line":"decrement"/' "$DIR/t" > "$DIR/e"
      "$APP" --replay "$DIR/e" --state "$DIR/s.json" > /dev/null 2>&1; echo "status $?"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#)
    #expect(run.output == "status 65\n/3\n")
  }

  @Test("a trace edited to change one action stops the replay at that event with 65")
  func editedAction() throws {
    let run = try shell(
      Self.record + "\n"
        + #"""
        sed 's/"double":{}/"increment":{}/' "$DIR/t" > "$DIR/e"
        "$APP" --replay "$DIR/e" >/dev/null; echo "status $?"
        """#)
    #expect(run.output == "status 65\n")
    #expect(run.errors.hasPrefix("error: the replay differs from the trace at event 16 (line 17"))
    #expect(run.errors.contains(#"recorded ..."#))
    #expect(run.errors.contains("increment"))
    #expect(run.errors.contains("double"))
    #expect(run.errors.filter { $0 == "\n" }.count == 1)
    // Each side is quoted around the difference, not whole.
    #expect(!run.errors.contains(#"{"event":"action""#))
  }

  @Test("a trace cut short is a divergence: the session did more than it records")
  func truncated() throws {
    let run = try shell(
      Self.record + "\n"
        + #"""
        head -n 5 "$DIR/t" > "$DIR/c"
        "$APP" --replay "$DIR/c" >/dev/null; echo "status $?"
        """#)
    #expect(run.output == "status 65\n")
    #expect(run.errors.contains("recorded nothing more (the trace ends)"))
  }

  @Test(
    "a file that is no trace of this app, format or options is refused with one line",
    arguments: [
      (
        #"echo '{"app":"other","format":"coordinator-trace","options":{},"suite":"1","version":2}'"#,
        "it is a trace of other, not of counters; replay it with other"
      ),
      (
        #"echo '{"app":"counters","format":"coordinator-trace","options":{},"suite":"1","version":9}'"#,
        "version 9, and this counters replays version 2 only"
      ),
      (
        #"echo '{"app":"counters","format":"coordinator-trace","options":{"--flow":"x"},"suite":"1","version":2}'"#,
        "recorded with --flow 'x', and this run has no options that change behaviour"
      ),
      ("echo 'select 3'", "its first line is not a trace header"),
    ])
  func refused(header: String, message: String) throws {
    let run = try shell(header + #" > "$DIR/h"; "$APP" --replay "$DIR/h"; echo "status $?""#)
    #expect(run.output == "status 65\n")
    #expect(run.errors.hasPrefix("error: cannot replay '"))
    #expect(run.errors.contains(message))
    #expect(run.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test("a trace that cannot be read exits 66, and --bail with --replay is a usage error")
  func unreadableAndBail() throws {
    let run = try shell(
      Self.record + "\n"
        + #"""
        "$APP" --replay "$DIR/none"; echo "status $?"
        "$APP" --replay "$DIR/t" --bail; echo "status $?"
        """#)
    #expect(run.output == "status 66\nstatus 64\n")
    #expect(run.errors.contains("cannot read the trace '"))
    #expect(run.errors.contains("(No such file or directory)"))
    #expect(run.errors.contains("error: --bail stops typed input at a refused line"))
  }

  @Test("with --state, a replay starts from the saved state and saves what it changes")
  func withState() throws {
    let run = try shell(
      #"""
      printf 'select 4\n' | "$APP" --state "$DIR/s" >/dev/null
      printf 'double\n' | "$APP" --state "$DIR/s" --trace "$DIR/t" >/dev/null
      printf 'select 4\n' | "$APP" --state "$DIR/s2" >/dev/null
      "$APP" --replay "$DIR/t" --state "$DIR/s2" >/dev/null; echo "status $?"
      printf 'where\n' | "$APP" --state "$DIR/s2"  | tail -n 1
      "$APP" --replay "$DIR/t"  >/dev/null; echo "status $?"
      """#)
    #expect(run.output == "status 0\n/4/8\nstatus 65\n")
  }
}
