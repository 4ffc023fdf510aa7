import Foundation
import Testing

/// A script from the docs, run by bash as a reader's shell would run it: in a fresh directory
/// that is also its `HOME`, with the apps `swift build` made first on the `PATH` and nothing
/// on standard input.
struct DocsShellRun {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `script`, stopped after a minute at the latest so that a hang fails the test.
  init(script: String) throws {
    let apps = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    try #require(
      FileManager.default.isExecutableFile(atPath: apps.appendingPathComponent("numbers").path),
      "build the apps first (swift build); they are looked for in \(apps.path)")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = apps.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = directory.path
    process.environment = environment
    let output = directory.appendingPathComponent(".stdout")
    let errors = directory.appendingPathComponent(".stderr")
    try Data().write(to: output)
    try Data().write(to: errors)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
      if process.isRunning { process.terminate() }
    }
    process.waitUntilExit()
    status = process.terminationStatus
    self.output = try String(contentsOf: output, encoding: .utf8)
    self.errors = try String(contentsOf: errors, encoding: .utf8)
  }
}
