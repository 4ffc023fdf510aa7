import Foundation
import Testing

/// The runtime as a process meets it: closed, full and odd descriptors, a reader that goes
/// away, files given by odd paths. Each case runs the real `numbers` executable under bash, as
/// a person's shell would, and checks the exit status and what reached each stream.
@Suite("Process faults", .timeLimit(.minutes(1)))
struct ProcessFaultTests {
  @Test("a closed standard input is an empty one: the first screen, then exit 0")
  func closedInput() throws {
    let run = try shell(#""$APP" <&-"#)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("[Numbers]"))
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

  @Test(
    "onboarding --graph writes as the runtime does: 74 on a full disk, 0 for a reader that left")
  func graphThroughTheRuntime() throws {
    let full = try shell(#""$(dirname "$APP")/onboarding" --graph >/dev/full"#)
    #expect(full.status == 74)
    #expect(full.errors == "error: cannot write the output (No space left on device)\n")
    let closed = try shell(
      #""$(dirname "$APP")/onboarding" --graph | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}""#)
    #expect(closed.output == "0\n")
    #expect(closed.errors.isEmpty)
  }

  @Test("onboarding refuses an option after '--' as every app does, --flow among them")
  func onboardingEndOfOptions() throws {
    let run = try shell(#""$(dirname "$APP")/onboarding" -- --flow standard </dev/null"#)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: '--flow' after '--' is no option"))
    let numbers = try shell(#""$APP" -- --trace t </dev/null"#)
    #expect(numbers.status == 64)
    #expect(numbers.errors.hasPrefix("error: '--trace' after '--' is no option"))
  }

  @Test("a run leaves no lock file beside its state, whether it ends by itself or by SIGTERM")
  func noLockFileIsLeft() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      (sleep 5; echo where) | "$APP" --state "$DIR/t.json" >/dev/null &
      for _ in $(seq 100); do [ -e "$DIR/t.json.lock" ] && break; sleep 0.05; done
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

@Suite("Process faults with --state", .timeLimit(.minutes(1)))
struct StateProcessFaultTests {
  @Test("a second process on the same state file is refused with 75, and the first goes on")
  func secondProcess() throws {
    let run = try shell(
      Self.startFirst + #"""
        printf 'where\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "second $?"
        echo 'select 3' >&3; exec 3>&-
        wait $first; echo "first $?"
        """#)
    #expect(run.output == "second 75\nfirst 0\n")
    #expect(run.errors.contains("s.json' is in use by another process"))
  }

  @Test("a refused state file is one error line, whatever newline its values hold")
  func refusedFileIsOneLine() throws {
    let run = try shell(
      #"""
      printf '%s' '{"format":"coordinator-suite-state","app":"x\nerror: forged","version":2}' \
        >"$DIR/s.json"
      "$APP" --state "$DIR/s.json" </dev/null; echo "$?"
      """#)
    #expect(run.output == "65\n")
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains("it is a state file of 'x\\u{000A}error: forged'"))
  }

  @Test("a read-only state file is refused with 73 and left exactly as it was")
  func readOnlyStateFile() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      chmod 444 "$DIR/s.json"; before=$(cat "$DIR/s.json")
      printf 'select 4\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "$?"
      [ "$before" = "$(cat "$DIR/s.json")" ] && echo unchanged
      """#)
    #expect(run.output == "73\nunchanged\n")
    #expect(run.errors.contains("is read-only"))
  }

  @Test("a new state file gets what the umask allows; a saved one keeps its own mode")
  func newFileFollowsTheUmask() throws {
    let run = try shell(
      #"""
      umask 077; printf 'where\n' | "$APP" --state "$DIR/s.json" >/dev/null
      stat -c %a "$DIR/s.json"
      chmod 640 "$DIR/s.json"; umask 022
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null; stat -c %a "$DIR/s.json"
      """#)
    #expect(run.output == "600\n640\n")
  }

  @Test("--bail stops at the first refused line with 65; without it the script goes on")
  func bail() throws {
    let script = #"printf 'select 3\nbogus\nwhere\n' | "$APP""#
    let bailed = try shell(script + #" --bail=; echo "status $?""#)
    #expect(bailed.errors.contains("--bail takes no value"))
    let run = try shell(script + #" --bail; echo "status $?""#)
    #expect(
      run.output.hasSuffix(
        "error: 'bogus' is not a command on Number 3; type 'help' to list the commands\n"
          + "status 65\n"))
    #expect(try shell(script + " | tail -1").output == "/3\n")
  }

  @Test("a save that fails is said at once, the app goes on, and the run ends with 74")
  func failedSave() throws {
    let run = try shell(
      #"mkdir "$DIR/d"; state="$DIR/d/s.json""# + "\n" + Self.startFirst + #"""
        rm -rf "$DIR/d"
        printf 'select 3\nwhere\n' >&3; exec 3>&-
        wait $first; echo "$?"; tail -1 "$DIR/out"
        """#)
    #expect(run.output == "74\n/3\n")
    #expect(run.errors.contains("cannot save the state beside"))
  }

  @Test("a termination request ends the run without leaving a temporary file")
  func terminated() throws {
    let run = try shell(
      Self.startFirst + #"""
        echo 'select 3' >&3
        kill -TERM $first; wait $first; echo "$?"; exec 3>&-
        ls -a "$DIR" | grep -c '\.tmp$'
        """#)
    #expect(run.output == "143\n0\n")
  }

  /// Starts `numbers --state` on `$state` (by default `$DIR/s.json`) reading a FIFO held open
  /// on descriptor 3, and returns once its first screen is out, that is once it holds the
  /// state file: no test here depends on how soon a process starts.
  static let startFirst = #"""
    state=${state:-"$DIR/s.json"}
    mkfifo "$DIR/in"
    "$APP" --state "$state" <"$DIR/in" >"$DIR/out" &
    first=$!
    exec 3>"$DIR/in"
    for _ in $(seq 600); do [ -s "$DIR/out" ] && break; sleep 0.05; done

    """#
}

@Suite("Process faults, non-blocking descriptors", .timeLimit(.minutes(1)))
struct NonBlockingDescriptorTests {
  @Test("a non-blocking input that is not ready yet is waited on, not taken for an error")
  func nonBlockingInput() throws {
    let input = try NonBlockingPipe(nonBlockingEnd: .read)
    let output = Pipe()
    // A Pipe, not its handle: the process then closes the parent's writing end after the start.
    let process = try start(input: input.readHandle, output: output)
    // Late on purpose: the app's first read finds nothing there yet (EAGAIN).
    Thread.sleep(forTimeInterval: 0.3)
    try input.write("select 3\nwhere\n")
    input.closeWriting()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.hasSuffix("/3\n"))
  }

  @Test("a non-blocking output with a slow reader gets every byte, none dropped")
  func nonBlockingOutput() throws {
    let script = Array(repeating: "select 3\nback\ntree\nhelp\n", count: 400).joined()
    let expected = try runToEnd(script: script, nonBlocking: false)
    let received = try runToEnd(script: script, nonBlocking: true)
    #expect(expected.count > 200_000)
    #expect(received == expected)
  }

  /// The whole output of `numbers` on `script`, read slowly, through a pipe whose writing end
  /// is non-blocking when asked.
  private func runToEnd(script: String, nonBlocking: Bool) throws -> [UInt8] {
    let output = try NonBlockingPipe(nonBlockingEnd: nonBlocking ? .write : nil)
    let input = Pipe()
    let process = try start(input: input, output: output.writeHandle)
    output.closeWriting()
    try input.fileHandleForWriting.write(contentsOf: Array(script.utf8))
    try input.fileHandleForWriting.close()
    var received: [UInt8] = []
    while true {
      // Slow, so that the app's writes find the pipe full (EAGAIN) again and again.
      Thread.sleep(forTimeInterval: 0.002)
      let chunk = output.readHandle.availableData
      if chunk.isEmpty { break }
      received += chunk
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return received
  }

  /// Starts `numbers` on these streams (each a `Pipe` or a `FileHandle`), ended after 30 s
  /// at the latest, so that a regression fails the test instead of hanging it.
  private func start(input: Any, output: Any) throws -> Process {
    let process = Process()
    process.executableURL = try appURL()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + 30) {
      if process.isRunning { process.terminate() }
    }
    return process
  }
}

/// A pipe with one end set non-blocking, as a parent process may hand it over.
private final class NonBlockingPipe {
  enum End { case read, write }

  let readHandle: FileHandle
  let writeHandle: FileHandle

  init(nonBlockingEnd: End?) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    if let end = nonBlockingEnd {
      let number = end == .read ? ends[0] : ends[1]
      _ = fcntl(number, F_SETFL, fcntl(number, F_GETFL) | O_NONBLOCK)
    }
    readHandle = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    writeHandle = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
  }

  func write(_ text: String) throws {
    try writeHandle.write(contentsOf: Array(text.utf8))
  }

  /// Closes this process's copy of the writing end: the reader then sees the end of input
  /// once every other writer (a child) has closed its copy too.
  func closeWriting() {
    try? writeHandle.close()
  }
}
