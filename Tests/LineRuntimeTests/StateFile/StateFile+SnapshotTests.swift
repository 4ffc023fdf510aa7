import Foundation
import LineRuntime
import Presentation
import Testing

/// A snapshot is the state's link when its links can say it, and the state whole otherwise;
/// files written whole by earlier versions still load.
@Suite("StateFile+Snapshot")
struct StateFileSnapshotTests {
  struct Sample: Codable, Equatable {
    var name: String
  }

  private func file() -> StateFile {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-\(UUID().uuidString).json").path
    return StateFile(path: path, app: "sample")
  }

  @Test func aStateNoLinkSaysIsSavedWhole() throws {
    let file = file()
    defer { try? FileManager.default.removeItem(atPath: file.path) }
    try file.save(Sample(name: "whole"))
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.contains(#""state":{"name":"whole"}"#), "\(text)")
    #expect(try file.load(Sample.self) == Sample(name: "whole"))
  }

  @Test func aLinkForAStateNoLinkSaysIsRefusedSayingSo() throws {
    let file = file()
    defer { try? FileManager.default.removeItem(atPath: file.path) }
    let text =
      #"{"app":"sample","format":"coordinator-suite-state","linked":{},"version":4}"#
    try text.write(toFile: file.path, atomically: false, encoding: .utf8)
    #expect(throws: Refusal.self) { try file.load(Sample.self) }
    do {
      _ = try file.load(Sample.self)
    } catch {
      #expect(error.message.contains("this app's state is not saved as a link"), "\(error)")
    }
  }

  @Test("a coordinator's state is saved as its link, and reads back")
  func aCoordinatorsStateIsItsLink() throws {
    let run = try shell(
      #"""
      printf 'select 3\ndouble\nwhere\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      head -n 1 "$DIR/s.json" | grep -c '"linked":{.*"link":"/'
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#)
    #expect(run.output == "/3/6\n1\n/3/6\n", "\(run.output)\(run.errors)")
  }

  @Test("a file of version 3, its routes whole, still loads")
  func aVersionThreeFileLoads() throws {
    let run = try shell(
      #"""
      printf '%s\n' '{"app":"counters","format":"coordinator-suite-state","state":{"routes":{"nextID":2,"routes":[{"id":0,"screen":{"list":{"_0":{"counters":[1,2,3]}}},"style":"root+navigation"},{"id":1,"screen":{"counter":{"_0":{"note":"","number":3}}},"style":"push"}]}},"version":3}' >"$DIR/s.json"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1; echo "status $?"
      """#)
    #expect(run.output == "/3\nstatus 0\n", "\(run.output)\(run.errors)")
  }

  @Test("a saved link that names no screen is refused with 65, and the file is kept")
  func aLinkThatNamesNoScreenIsRefused() throws {
    let run = try shell(
      #"""
      printf '%s\n' '{"app":"counters","format":"coordinator-suite-state","linked":{"ids":[{"count":2,"from":1}],"link":"/3/elsewhere","nextID":3,"root":{"id":0,"screen":{"list":{"_0":{"counters":[1,2,3]}}},"style":"root+navigation"},"screens":[]},"version":4}' >"$DIR/s.json"
      cp "$DIR/s.json" "$DIR/before.json"
      "$APP" --state "$DIR/s.json" </dev/null; echo "status $?"
      cmp -s "$DIR/s.json" "$DIR/before.json" && echo "kept"
      """#)
    #expect(run.output == "status 65\nkept\n", "\(run.output)\(run.errors)")
    #expect(
      run.errors.contains("its link, at segment 2: 'elsewhere' names no screen"), "\(run.errors)")
  }

  @Test(arguments: [
    (3, #""linked":{}"#, "'linked' is written by version 4 and later"),
    (4, #""linked":{},"state":{"name":"x"}"#, "holds both 'state' and 'linked'"),
  ])
  func aLinkWhereNoBuildWritesOneIsRefused(version: Int, body: String, expected: String) throws {
    let file = file()
    defer { try? FileManager.default.removeItem(atPath: file.path) }
    let text =
      #"{"app":"sample","format":"coordinator-suite-state",\#(body),"version":\#(version)}"#
    try text.write(toFile: file.path, atomically: false, encoding: .utf8)
    do {
      _ = try file.load(Sample.self)
      Issue.record("\(text) loaded")
    } catch {
      #expect(error.message.contains(expected), "\(error)")
    }
  }

  @Test(
    "a file of an earlier version, a final newline or not, is saved whole as this version at its first change",
    arguments: [2, 3])
  func anEarlierVersionIsSavedWholeAtItsFirstChange(version: Int) throws {
    let run = try shell(
      #"""
      printf '%s\n' '{"app":"counters","format":"coordinator-suite-state","state":{"routes":{"nextID":2,"routes":[{"id":0,"screen":{"list":{"_0":{"counters":[1,2,3]}}},"style":"root+navigation"},{"id":1,"screen":{"counter":{"_0":{"note":"","number":3}}},"style":"push"}]}},"version":'"$VERSION"'}' >"$DIR/s.json"
      printf 'increment\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "status $?"
      wc -l <"$DIR/s.json"; grep -c '"version":4' "$DIR/s.json"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#, environment: ["VERSION": String(version)])
    #expect(
      run.output.replacingOccurrences(of: " ", with: "") == "status0\n1\n1\n/4\n",
      "\(run.output)\(run.errors)")
  }

  @Test(
    "a saved link's counter near the identity limit is renumbered, and what is saved after loads")
  func aCounterNearTheLimitIsRenumbered() throws {
    let run = try shell(
      #"""
      printf '%s\n' '{"app":"counters","format":"coordinator-suite-state","linked":{"ids":[{"count":1,"from":9007199254740990}],"link":"/3","nextID":9007199254740992,"root":{"id":0,"screen":{"list":{"_0":{"counters":[1,2,3]}}},"style":"root+navigation"},"screens":[]},"version":4}' >"$DIR/s.json"
      printf 'double\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "status $?"
      printf 'double\n' | "$APP" --state "$DIR/s.json" >/dev/null; echo "status $?"
      "$APP" --state "$DIR/s.json" </dev/null >/dev/null; echo "status $?"
      printf 'where\n' | "$APP" --state "$DIR/s.json" | tail -n 1
      """#)
    #expect(
      run.output == "status 0\nstatus 0\nstatus 0\n/3/6/12\n", "\(run.output)\(run.errors)")
  }
}
