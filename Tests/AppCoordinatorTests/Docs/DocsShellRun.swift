import Foundation
import Testing

/// A command the docs tests run as a child process, and what it printed: a script from the
/// docs, run by bash as a reader's shell would run it, or a tool such as `swift package`.
struct DocsShellRun {
  var status: Int32
  var output: String
  var errors: String

  /// The most seconds a run may take. Past it `timeout` stops the run's whole process group
  /// (an app in a pipeline included), and the run fails saying so, rather than hanging CI.
  static let limit = 60

  /// Runs `script` under bash in a fresh directory that is also its `HOME`, with the apps
  /// `swift build` made first on the `PATH` and nothing on standard input.
  init(script: String) async throws {
    let apps = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    try #require(
      FileManager.default.isExecutableFile(atPath: apps.appendingPathComponent("numbers").path),
      "build the apps first (swift build); they are looked for in \(apps.path)")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = apps.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = directory.path
    try await self.init(running: ["bash", "-c", script], in: directory, environment: environment)
  }

  /// Runs `arguments` (a program found on the `PATH`, then its arguments) in `directory`,
  /// within ``limit``, without blocking a thread while it runs.
  init(
    running arguments: [String], in directory: URL,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws {
    let captures = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: captures) }
    let output = captures.appendingPathComponent("stdout")
    let errors = captures.appendingPathComponent("stderr")
    try Data().write(to: output)
    try Data().write(to: errors)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["timeout", "-k", "5", "\(Self.limit)"] + arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    status = process.terminationStatus
    self.output = try String(contentsOf: output, encoding: .utf8)
    self.errors = try String(contentsOf: errors, encoding: .utf8)
    if status == 124 || status == 137 {
      Issue.record(
        "'\(arguments.joined(separator: " ").prefix(80))' ran past \(Self.limit) s and was stopped")
    }
  }
}
