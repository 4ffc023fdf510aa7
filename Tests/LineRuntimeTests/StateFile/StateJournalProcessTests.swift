import Foundation
import Testing

/// A state file kept as a snapshot and lines of changes, as a process writes and reads it:
/// whole lines only, a kill at any step of an append, a line that does not fit.
@Suite("The state file's journal", processTimeLimit)
struct StateJournalProcessTests {
  @Test("runs that each save a few changes leave the state one run of all their lines makes")
  func journalRoundTrip() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'increment\ndouble\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'back\ndouble\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'select 3\nincrement\ndouble\nback\ndouble\n' | "$APP" --state "$DIR/t.json" >/dev/null
      wc -l <"$DIR/s.json"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      printf 'where\n' | "$APP" --state "$DIR/t.json" | tail -n 1
      """#)
    let lines = run.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "\(run.output)\(run.errors)")
    // At least a snapshot and a line of changes after it.
    #expect((Int(lines[0].trimmingCharacters(in: .whitespaces)) ?? 0) >= 2, "\(run.output)")
    #expect(lines[1] == "/4/8")
    #expect(lines[2] == lines[1])
  }

  @Test("a change that only removes routes is saved: back, done, a sheet dismissed")
  func removalsAreSaved() throws {
    let run = try shell(
      #"""
      printf 'select 3\ndouble\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'back\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "status $?"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      printf 'done\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      printf 'preview 4\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'back\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#)
    #expect(run.output == "status 0\n/3\n/\n/\n", "\(run.output)\(run.errors)")
  }

  @Test("an unfinished last line is left out, and the next save writes a snapshot in its place")
  func unfinishedLine() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf '{"arrived":[{"id":' >>"$DIR/s.json"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1; echo "status $?"
      printf 'increment\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "status $?"
      wc -l <"$DIR/s.json"; tail -c 1 "$DIR/s.json" | od -An -c
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#)
    #expect(
      run.output.replacingOccurrences(of: " ", with: "")
        == "/3\nstatus0\nstatus0\n1\n\\n\n/4\n", "\(run.output)\(run.errors)")
  }

  @Test("a state file written over several lines loads whole, and its next save is a snapshot")
  func stateOverSeveralLines() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      sed -i 's/,"\(state\|linked\)"/,\n"\1"/; s/,"version"/,\n"version"/' "$DIR/s.json"
      wc -l <"$DIR/s.json"
      printf 'increment\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "status $?"
      wc -l <"$DIR/s.json"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#)
    #expect(
      run.output.replacingOccurrences(of: " ", with: "") == "3\nstatus0\n1\n/4\n",
      "\(run.output)\(run.errors)")
  }

  @Test("a whole line of changes that does not fit the state is refused with 65, naming its line")
  func lineThatDoesNotFit() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf '{"arrived":[],"changed":[],"keep":7,"nextID":9}\n' >>"$DIR/s.json"
      "$APP" --state "$DIR/s.json" </dev/null; echo "status $?"
      """#)
    #expect(run.output == "status 65\n")
    #expect(run.errors.contains("line 2 of the state file"), "\(run.errors)")
    #expect(run.errors.contains("it keeps 7 routes of 2"), "\(run.errors)")
  }

  @Test("a line of changes that makes a state no command reaches is refused with 65")
  func lineMakingAnUnreachableState() throws {
    let run = try shell(
      #"""
      printf 'select 3\n' | "$APP" --state "$DIR/s.json" >/dev/null
      printf '%s\n' '{"arrived":[{"id":1,"screen":{"counter":{"_0":{"note":"","number":5000000}}},"style":"push"}],"changed":[],"keep":1,"nextID":2}' >>"$DIR/s.json"
      "$APP" --state "$DIR/s.json" </dev/null; echo "status $?"
      """#)
    #expect(run.output == "status 65\n", "\(run.errors)")
    #expect(run.errors.hasPrefix("error: "), "\(run.errors)")
  }

  @Test(
    "a kill at any step of an append leaves a file that loads, with the state before or after",
    arguments: [("during the append", "/4"), ("after the append", "/3")])
  func killDuringAnAppend(step: String, link: String) throws {
    let run = try shell(
      #"""
      printf 'select 3\nincrement\n' | "$APP" --state "$DIR/s.json" >/dev/null
      mkfifo "$DIR/in"
      COORDINATOR_SUITE_SAVE_PAUSE=300 "$APP" --state "$DIR/s.json" <"$DIR/in" >"$DIR/out" \
        2>"$DIR/err" &
      app=$!
      exec 3>"$DIR/in"
      for _ in $(seq 600); do [ -s "$DIR/out" ] && break; sleep 0.02; done
      echo 'decrement' >&3
      for _ in $(seq 600); do grep -q "save: $STEP" "$DIR/err" && break; sleep 0.02; done
      kill -KILL $app; wait $app; echo "status $?"; grep -c "save: $STEP" "$DIR/err"
      exec 3>&-
      printf 'where\n' | "$APP" --state "$DIR/s.json" >"$DIR/next"; echo "next $?"
      tail -n 1 "$DIR/next"
      """#, environment: ["STEP": step])
    let lines = run.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 4, "\(run.output)\(run.errors)")
    #expect(lines[0] == "status 137")
    // The kill came at that step of an append, not at a snapshot.
    #expect(lines[1] == "1")
    #expect(lines[2] == "next 0")
    // Before its line was written, the state of the run before; after, the new one; whole.
    #expect(lines[3] == link)
  }
}
