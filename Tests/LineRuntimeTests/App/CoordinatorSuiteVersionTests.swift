import Foundation
import LineRuntime
import Testing

/// The version is written once; the changelog's latest release must carry it.
struct CoordinatorSuiteVersionTests {
  static let changelog = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")

  @Test func theVersionIsSemantic() {
    let parts = CoordinatorSuiteVersion.current.split(
      separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { part in !part.isEmpty && part.allSatisfy(\.isWholeNumber) })
  }

  @Test func theChangelogsLatestReleaseIsThisVersion() throws {
    let text = try String(contentsOf: Self.changelog, encoding: .utf8)
    let releases = text.split(separator: "\n").filter { $0.hasPrefix("## [") }
      .map { $0.dropFirst(4).prefix { $0 != "]" } }
      .filter { $0 != "Unreleased" }
    #expect(releases.first.map(String.init) == CoordinatorSuiteVersion.current)
  }
}
