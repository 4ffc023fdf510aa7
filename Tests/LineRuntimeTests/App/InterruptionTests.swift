import Foundation
import Testing

@Suite("Signals that end the app", processTimeLimit)
struct InterruptionTests {
  @Test(
    "a signal at any step of a save ends the app once the save is done, leaving no output ahead of the file",
    arguments: ["before the write", "during the write", "before the rename", "after the rename"])
  func signalDuringASave(step: String) throws {
    let run = try shell(
      #"""
      mkfifo "$DIR/in"
      COORDINATOR_SUITE_SAVE_PAUSE=300 "$APP" --state "$DIR/s.json" <"$DIR/in" >"$DIR/out" \
        2>"$DIR/err" &
      app=$!
      exec 3>"$DIR/in"
      saves() { grep -c "save: $1" "$DIR/err"; }
      # The first save, of the first screen, is over once its screen is out.
      for _ in $(seq 600); do [ -s "$DIR/out" ] && break; sleep 0.02; done
      cp "$DIR/s.json" "$DIR/old.json"
      echo 'select 3' >&3
      for _ in $(seq 600); do [ "$(saves "$STEP")" -ge 2 ] && break; sleep 0.02; done
      kill -TERM $app; wait $app; echo "status $?"
      if cmp -s "$DIR/s.json" "$DIR/old.json"; then echo "file old"
      elif grep -q -e '"number":3' -e '"link":"/3"' "$DIR/s.json"; then echo "file new"
      else echo "file other"; fi
      grep -q 'Counter 3' "$DIR/out" && echo "output new" || echo "output old"
      ls -a "$DIR" | grep -c -e '\.tmp$' -e '\.lock$'
      """#, environment: ["STEP": step])
    let lines = run.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 4, "\(run.output)\(run.errors)")
    #expect(lines[0] == "status 143")
    // The save under way finishes before the signal ends the process, at whatever step the
    // signal came, so the file is the new one; what output there is never runs ahead of it.
    #expect(lines[1] == "file new")
    #expect(lines[3] == "0")
  }

  @Test("a second signal while a save hangs ends the app at once, and the next start tidies up")
  func secondSignalEscalates() throws {
    let run = try shell(
      #"""
      mkfifo "$DIR/in"
      COORDINATOR_SUITE_SAVE_PAUSE=10000 "$APP" --state "$DIR/s.json" <"$DIR/in" >"$DIR/out" \
        2>"$DIR/err" &
      app=$!
      exec 3>"$DIR/in"
      for _ in $(seq 600); do [ "$(grep -c 'save: before the write' "$DIR/err")" -ge 1 ] && break
        sleep 0.02; done
      # The first signal cuts the pause short, so the next step's line says it was taken.
      kill -TERM $app
      for _ in $(seq 600); do [ "$(grep -c 'save: during the write' "$DIR/err")" -ge 1 ] && break
        sleep 0.02; done
      kill -TERM $app; wait $app; echo "status $?"
      # The save was cut short: the file is not there yet, and its temporary file may be.
      [ -e "$DIR/s.json" ] && echo "saved" || echo "not saved"
      exec 3>&-
      "$APP" --state "$DIR/s.json" </dev/null >/dev/null 2>&1; echo "next $?"
      ls -a "$DIR" | grep -c -e '\.tmp$' -e '\.lock$'
      """#)
    // Without the second signal's escalation, the first would wait 40 s for the paused save.
    #expect(run.output == "status 143\nnot saved\nnext 0\n0\n", "\(run.errors)")
  }

  @Test(
    "a signal sent to end the app ends it with the signal's own status and no crash report",
    arguments: signalsToSend([SIGQUIT, SIGHUP, SIGINT, SIGSEGV, SIGABRT]))
  func sentSignalEndsTheApp(signal: Int32) throws {
    let run = try shell(
      Self.startFirst + #"""
        kill -"$SIGNAL" $first; wait $first; echo "$?"; exec 3>&-
        ls -a "$DIR" | grep -c -e '\.tmp$' -e '\.lock$'
        wc -c <"$DIR/err"
        """#, environment: ["SIGNAL": String(signal)])
    // Nothing on standard error: no crash report for a signal nothing crashed for.
    #expect(run.output == "\(128 + signal)\n0\n0\n")
  }

  @Test(
    "a quit or crash signal sent at the prompt ends the run with its own status, terminal as found",
    arguments: signalsToSend([SIGQUIT, SIGSEGV]))
  func sentSignal(signal: Int32) throws {
    // With the backtracer left on: nothing crashed, so nothing waits for a key.
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("sel")
    try #require(app.waitFor("> sel\u{1B}[0K"))
    kill(app.process.processIdentifier, signal)
    let exit = try #require(app.waitForExit())
    // A sanitizer's handler, when there is one, takes a SEGV itself and exits with its own status.
    #expect(exit.bySignal ? exit.status == signal : exit.status != 0, "\(exit)")
    #expect(app.modesAreAsFound)
  }

  /// With job control (`set -m`): a shell without it starts a background job with `SIGINT`
  /// and `SIGQUIT` ignored, which the app then rightly keeps ignoring.
  static let startFirst = #"""
    set -m
    mkfifo "$DIR/in"
    "$APP" --state "$DIR/s.json" <"$DIR/in" >"$DIR/out" 2>"$DIR/err" &
    first=$!
    exec 3>"$DIR/in"
    for _ in $(seq 600); do [ -s "$DIR/out" ] && break; sleep 0.05; done
    echo 'select 3' >&3
    for _ in $(seq 600); do grep -q 'Counter 3' "$DIR/out" && break; sleep 0.05; done

    """#
}
