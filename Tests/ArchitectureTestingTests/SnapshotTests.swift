import ArchitectureTesting
import Testing

@Suite("snapshot")
struct SnapshotTests {
  /// A state with a nested value and a collection, the shapes features hold.
  struct Profile: Equatable {
    /// Where the profile lives.
    struct Address: Equatable {
      var city = "Lyon"
      var zip = "69001"
    }
    var name = "Ada"
    var age = 36
    var address = Address()
    var tags = ["admin", "editor"]
  }

  @Test("each stored property is on a line of its own")
  func onePropertyPerLine() {
    let lines = snapshot(Profile()).split(separator: "\n").map(String.init)
    #expect(lines.contains("  name: \"Ada\""))
    #expect(lines.contains("  age: 36"))
    #expect(lines.contains("    city: \"Lyon\""))
    #expect(lines.contains("    \"editor\""))
    #expect(lines.count == 9)
  }

  @Test("equal values have equal snapshots")
  func equalValues() {
    #expect(snapshot(Profile()) == snapshot(Profile()))
  }

  @Test("changing one field gives a one-line diff")
  func oneFieldChange() throws {
    var older = Profile()
    older.address.zip = "69002"
    let diff = try #require(lineDiff(expected: snapshot(Profile()), actual: snapshot(older)))
    let changes = diff.split(separator: "\n").filter { !$0.hasPrefix("  ") }
    #expect(changes.sorted() == ["+     zip: \"69002\"", "-     zip: \"69001\""])
  }

  @Test("dump's markers are dropped but a string's own dashes and triangles are kept")
  func stringContentIsKept() {
    let text = snapshot(["a - b", "▿ c"])
    #expect(text.contains("\"a - b\""))
    #expect(text.contains("\"▿ c\""))
  }

  @Test("values that differ only by a dash still have different snapshots")
  func dashOnlyDifference() {
    #expect(snapshot(["a - b"]) != snapshot(["a b"]))
  }
}
