import Foundation
import Testing

/// The runtime with a state file, as a process meets it: a second process, odd files, a save
/// that fails or is interrupted.
@Suite("Process faults with --state", processTimeLimit)
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

  @Test(
    "a save past the file size limit is a failed save, 74, with no temporary or lock left",
    // The thread sanitizer's own runtime cannot start under a file size limit of 0.
    .disabled(if: ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] == "thread"))
  func fileSizeLimit() throws {
    // What the app and the limited shell write goes through a pipe, which the limit does not
    // touch, to a shell without it.
    let run = try shell(
      #"""
      (ulimit -f 0; printf 'select 3\n' | "$APP" --state "$DIR/s.json" 2>&1 >/dev/null
        echo "status $?") | cat
      ls -A "$DIR" | grep -v '^std' || echo "nothing left"
      """#)
    #expect(run.output.hasSuffix("status 74\nnothing left\n"))
    #expect(run.output.contains("cannot save the state to"))
    #expect(run.output.contains("File too large"))
  }

  @Test("too few free descriptors are refused at start, 71, in one line, never a trap")
  func tooFewDescriptors() throws {
    let run = try shell(
      #"""
      (ulimit -n 12; printf 'select 3\n' | "$APP" --state "$DIR/s.json" 2>&1 >/dev/null
        echo "status $?") | cat
      ls -A "$DIR" | grep -v '^std' || echo "nothing left"
      """#)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("error: only ") == true)
    #expect(lines.first?.contains("raise the limit, as in 'ulimit -n 256'") == true)
    #expect(lines.dropFirst().joined(separator: "\n") == "status 71\nnothing left")
  }

  @Test(
    "too little address space is refused at start, 71, in one line, never a hang",
    // A sanitizer's runtime reserves terabytes of address space for its shadow memory.
    .disabled(if: ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] != nil))
  func tooLittleAddressSpace() throws {
    let run = try shell(
      #"""
      (ulimit -v 100000; printf 'select 3\n' | "$APP" --state "$DIR/s.json" 2>&1 >/dev/null
        echo "status $?") | cat
      ls -A "$DIR" | grep -v '^std' || echo "nothing left"
      """#)
    #expect(
      run.output
        == "error: the address space limit is 100000 KiB, and the app needs 524288 KiB to "
        + "start its threads and read its largest state; raise the limit, as in "
        + "'ulimit -v 524288', and start it again\n"
        + "status 71\nnothing left\n")
  }

  @Test(
    "at the least address space accepted, the largest state file loads and the deepest link's tree prints",
    .disabled(if: ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] != nil))
  func leastAddressSpaceAccepted() throws {
    // A saved state padded to 60 MiB, under the 64 MiB a load reads; then a link of every
    // route the stack holds, and its tree.
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      head -c 1 "$DIR/s.json" >"$DIR/big.json"
      head -c 62914560 /dev/zero | tr '\0' ' ' >>"$DIR/big.json"
      tail -c +2 "$DIR/s.json" >>"$DIR/big.json"
      link=$(printf '/1%.0s' $(seq 9999))
      (ulimit -v 524288
        printf 'where\n' | "$APP" --state "$DIR/big.json" 2>&1 | tail -n 1; echo "state ${PIPESTATUS[1]}"
        printf 'open %s\ntree\n' "$link" | "$APP" 2>&1 | tail -n 1; echo "tree ${PIPESTATUS[1]}") | cat
      """#)
    #expect(run.output == "/3\nstate 0\n  #9999 push Counter 1  <- on screen\ntree 0\n")
  }

  @Test("a state link pointed elsewhere mid-run leaves the run writing the file it locked")
  func repointedLink() throws {
    let run = try shell(
      #"""
      ln -s a.json "$DIR/s.json"

      """# + Self.startFirst + #"""
        ln -sfn b.json "$DIR/s.json"
        printf 'select 3\nback\nselect 5\n' >&3; exec 3>&-
        wait $first; echo "first $?"
        ls "$DIR" | grep -c '^b\.json' || true
        printf 'where\n' | "$APP" --state "$DIR/a.json" | tail -n 1
        """#)
    #expect(run.output == "first 0\n0\n/5\n")
  }

  @Test(
    "a state file in a folder its user cannot write is refused at start, 73, never mid-run",
    // Root writes any folder: the test runs the app as `nobody`, which only root can switch to.
    .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func unwritableFolder() throws {
    let run = try shell(
      #"""
      mkdir "$DIR/d" && printf 'select 3\n' | "$APP" --state "$DIR/d/s.json" >/dev/null
      touch "$DIR/d/s.json.lock" && chown nobody "$DIR/d/s.json" "$DIR/d/s.json.lock"
      chmod 755 "$DIR" && chmod 555 "$DIR/d" && cp "$DIR/d/s.json" "$DIR/before"
      setpriv --reuid=nobody --regid=nogroup --clear-groups bash -c '
        printf "back\nselect 5\n" | "$0" --state "$1" >/dev/null; echo "status $?"' \
        "$APP" "$DIR/d/s.json" 2>&1
      cmp -s "$DIR/before" "$DIR/d/s.json" && echo "unchanged"
      """#)
    #expect(run.output.hasPrefix("error: the folder of the state file '"))
    #expect(
      run.output.hasSuffix(
        "/d/s.json' cannot be written (Permission denied), and a save writes a new file there; "
          + "make the folder writable, or give a path in one you can write\nstatus 73\nunchanged\n"
      ))
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

  /// Whether `chattr +i` works here: it needs root and a file system that keeps the flag.
  static let canMakeImmutable: Bool =
    (try? shell(#"touch "$DIR/probe" && chattr +i "$DIR/probe" && chattr -i "$DIR/probe""#))?
    .status == 0

  @Test(
    "an immutable state file is refused at start with 73, before any screen, and kept",
    .enabled(if: canMakeImmutable, "chattr +i needs root and a file system that keeps it"))
  func immutableStateFile() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      chattr +i "$DIR/s.json"; before=$(cat "$DIR/s.json")
      printf 'select 4\n' | "$APP" --state "$DIR/s.json"; echo "$?"
      chattr -i "$DIR/s.json"
      [ "$before" = "$(cat "$DIR/s.json")" ] && echo unchanged
      """#)
    #expect(run.output == "73\nunchanged\n")
    #expect(run.errors.contains("cannot be written (Operation not permitted)"))
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
        "error: 'bogus' is not a command on Counter 3; type 'help' to list the commands\n"
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

  /// Starts `counters --state` on `$state` (by default `$DIR/s.json`) reading a FIFO held open
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
