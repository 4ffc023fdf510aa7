import Foundation
import Testing

/// The runtime as a process meets it: closed, full and odd descriptors, a reader that goes
/// away, files given by odd paths. Each case runs the real `counters` executable under bash, as
/// a person's shell would, and checks the exit status and what reached each stream.
@Suite("Process faults", processTimeLimit)
struct ProcessFaultTests {
  @Test(
    "too few threads for the app's user is refused at start, 71, in one line, never a hang",
    // The limit binds only an ordinary user: the test runs the app as `nobody`, which only root
    // can switch to, and a sanitizer's runtime makes threads of its own.
    .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")),
    .disabled(if: ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] != nil))
  func tooFewThreads() throws {
    let run = try shell(
      #"""
      chmod 777 "$DIR"
      setpriv --reuid=nobody --regid=nogroup --clear-groups bash -c '
        ulimit -u 4; printf "select 3\n" | "$0" --screen 2>&1 >/dev/null; echo "status $?"' "$APP"
      """#)
    #expect(
      run.output.hasPrefix("error: the app needs 8 threads at once, and the system made only "))
    #expect(run.output.contains("raise the limit on processes, as in 'ulimit -u 256'"))
    #expect(run.output.hasSuffix("\nstatus 71\n"))
  }

  @Test("a closed standard input is an empty one: the first screen, then exit 0")
  func closedInput() throws {
    let run = try shell(#""$APP" <&-"#)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("[Counters]"))
  }

  @Test("a directory as standard input is a read error: one line, exit 74")
  func directoryAsInput() throws {
    let run = try shell(#""$APP" </ >/dev/null"#)
    #expect(run.status == 74)
    #expect(run.errors == "error: cannot read the input (Is a directory); stopped there\n")
  }

  @Test("a closed standard error does not stop a usage error from exiting 64")
  func closedErrorStream() throws {
    #expect(try shell(#""$APP" --no-such-option 2>&-"#).status == 64)
  }

  @Test("a full output device is a write error: one line, exit 74, never a silent success")
  func fullOutput() throws {
    let run = try shell(#"printf 'where\n' | "$APP" >/dev/full"#)
    #expect(run.status == 74)
    #expect(run.errors.contains("error: cannot write the output (No space left on device)"))
    let help = try shell(#""$APP" --help >/dev/full"#)
    #expect(help.status == 74)
  }

  @Test("a reader that goes away ends the app at once and quietly, with exit 0")
  func closedPipe() throws {
    let run = try shell(
      #"yes where | timeout 30 "$APP" | head -1 >/dev/null; echo "${PIPESTATUS[1]}""#)
    #expect(run.output == "0\n")
    #expect(run.errors.isEmpty)
  }

  @Test("an option after '--' is refused as no option")
  func endOfOptions() throws {
    let run = try shell(#""$APP" -- --trace t </dev/null"#)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: '--trace' after '--' is no option"))
  }

  @Test("a run leaves no lock file beside its state, whether it ends by itself or by SIGTERM")
  func noLockFileIsLeft() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      (sleep 5; echo where) | "$APP" --state "$DIR/t.json" >/dev/null &
      # Until the run holds its lock and has saved its first state: a sanitized build is slow
      # to start, and a run ended before its first save leaves no file to list.
      for _ in $(seq 400); do [ -e "$DIR/t.json.lock" ] && [ -e "$DIR/t.json" ] && break; sleep 0.05; done
      ls -A "$DIR" | grep -c lock
      kill -TERM %1; wait %1
      ls -A "$DIR" | grep -v std
      """#)
    #expect(run.output == "1\ns.json\nt.json\n")
  }

  @Test("a trace naming the state file is refused with 73, and the saved state is kept")
  func traceIsNeverTheStateFile() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      cp "$DIR/s.json" "$DIR/before"
      printf 'where\n' | "$APP" --state "$DIR/s.json" --trace "$DIR/./s.json"; echo "$?"
      cmp "$DIR/s.json" "$DIR/before" && echo kept
      """#)
    #expect(run.output == "73\nkept\n")
    #expect(run.errors.hasPrefix("error: --trace and --state name the same file"))
  }

  @Test("with standard output closed, the trace holds only its JSON lines")
  func traceWithClosedOutput() throws {
    let run = try shell(
      #"printf 'select 3\nwhere\n' | "$APP" --trace "$DIR/t.jsonl" >&-; cat "$DIR/t.jsonl""#)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
  }

  @Test("a trace given through a symlink is written through it, and the link stays a link")
  func traceThroughASymlink() throws {
    let run = try shell(
      #"""
      touch "$DIR/real" && ln -s real "$DIR/link"
      printf 'where\n' | "$APP" --trace "$DIR/link" >/dev/null
      test -L "$DIR/link" && echo link; grep -c '^{' "$DIR/real"
      """#)
    #expect(run.output == "link\n4\n")
  }

  @Test("a trace file that cannot be created exits 73, naming the path and the reason")
  func traceCannotBeCreated() throws {
    let run = try shell(#""$APP" --trace "$DIR/missing/t.jsonl" </dev/null"#)
    #expect(run.status == 73)
    #expect(run.errors.contains("missing/t.jsonl' (No such file or directory)"))
  }
}
