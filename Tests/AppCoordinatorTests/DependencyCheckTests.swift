import Foundation
import Testing

/// The build plugin `Apps/DependencyCheck`, run by `swift build` on a package of its own: a
/// program, or a library it links, that imports a module it reaches only through another stops
/// the build with a line that names the file and the fix, before anything links.
@Suite("The dependency check", .timeLimit(.minutes(2)))
struct DependencyCheckTests {
  @Test("an import without its dependency stops the build, naming the file and the fix")
  func anImportWithoutItsDependencyStopsTheBuild() async throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependency-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Layers",
        targets: [
          .target(name: "Low", dependencies: ["Lower"], path: "Low"),
          .target(name: "Lower", path: "Lower"),
          .target(name: "Middle", dependencies: ["Low"], path: "Middle"),
          .executableTarget(
            name: "top", dependencies: ["Middle"], path: "top",
            plugins: [.plugin(name: "DependencyCheck")]),
          .plugin(name: "DependencyCheck", capability: .buildTool(), path: "DependencyCheck"),
        ])
      """,
      "Low/Low.swift": "public let low = 1\n",
      "Middle/Middle.swift": "import Low\nimport Lower\npublic let middle = low + lower\n",
      "Lower/Lower.swift": "public let lower = 2\n",
      "top/main.swift": "import Middle\n@testable import Low\nprint(middle + low)\n",
    ]
    for (path, text) in files {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let plugin = DocsFence.root.appendingPathComponent("Apps/DependencyCheck")
    try FileManager.default.copyItem(
      at: plugin, to: package.appendingPathComponent("DependencyCheck"))

    let run = try await DocsShellRun(
      running: ["swift", "build", "--package-path", package.path], in: package)

    #expect(run.status != 0)
    #expect(
      (run.output + run.errors).contains(
        "error: top imports Low in top/main.swift:2 but does not depend on it: it builds only "
          + "because another dependency brings Low along, and a program that links top without "
          + "one fails with undefined references; add \"Low\" to top's dependencies in "
          + "Package.swift"),
      Comment(rawValue: run.output + run.errors))
    // A library the program links is checked too, though it carries no plugin of its own.
    #expect(
      (run.output + run.errors).contains(
        "error: Middle imports Lower in Middle/Middle.swift:2 but does not depend on it"),
      Comment(rawValue: run.output + run.errors))
  }
}
