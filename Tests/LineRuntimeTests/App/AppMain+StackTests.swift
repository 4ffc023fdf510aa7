import Foundation
import Testing

/// The stack an app needs: too little is refused at start, and the least accepted reads the
/// deepest state the app accepts.
@Suite("The stack an app needs", processTimeLimit)
struct AppMainStackTests {
  @Test(
    "too little stack is refused at start, 71, in one line, never a crash",
    .disabled(if: ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] != nil))
  func tooLittleStack() throws {
    let run = try shell(
      #"""
      (ulimit -s 64; printf 'select 3\n' | "$APP" --state "$DIR/s.json" 2>&1 >/dev/null
        echo "status $?") | cat
      ls -A "$DIR" | grep -v '^std' || echo "nothing left"
      """#)
    #expect(
      run.output
        == "error: the stack limit is 64 KiB, and the app needs 2048 KiB to read the deepest "
        + "state it accepts; raise the limit, as in 'ulimit -s 2048', and start it again\n"
        + "status 71\nnothing left\n")
  }

  @Test(
    "at the least stack accepted, the deepest saved stack loads and its tree prints",
    .disabled(if: ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] != nil))
  func leastStackAccepted() throws {
    let run = try shell(
      #"""
      printf 'open %s\n' "$(printf '/1%.0s' $(seq 9999))" | "$APP" --state "$DIR/s.json" >/dev/null
      (ulimit -s 2048
        printf 'tree\n' | "$APP" --state "$DIR/s.json" 2>&1 | tail -n 1
        echo "status ${PIPESTATUS[1]}") | cat
      """#)
    #expect(run.output == "  #9999 push Counter 1  <- on screen\nstatus 0\n")
  }
}
