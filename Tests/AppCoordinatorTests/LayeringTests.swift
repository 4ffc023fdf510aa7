import Foundation
import Testing

/// The package's layering, which only the manifest knows, checked by `swift test` too: a module
/// without its test target, an import of a module reached only through another, or a layer
/// imported where it may not be fails here with `.ci/layering`'s own words, not only in CI.
@Suite("The package's layering", .timeLimit(.minutes(2)))
struct LayeringTests {
  @Test("every module has its test target, and imports only what its layer and its entry allow")
  func layering() async throws {
    let manifest = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UUID().uuidString).json")
    try await ChartsTests.dumpPackage().write(to: manifest)
    defer { try? FileManager.default.removeItem(at: manifest) }
    let run = try await DocsShellRun(
      running: ["bash", "-c", #"swift .ci/Layering.swift <"$0""#, manifest.path],
      in: DocsFence.root)
    #expect(
      run.status == 0,
      Comment(rawValue: "the layering check (.ci/layering) finds:\n\(run.output)\(run.errors)"))
  }
}
