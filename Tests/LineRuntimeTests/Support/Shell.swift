import Foundation
import Testing

/// What a shell script printed and how it ended.
struct ShellRun {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs `script` under bash with `APP` set to the `counters` executable and `DIR` to a fresh
/// directory, removed afterwards.
func shell(_ script: String, environment: [String: String] = [:]) throws -> ShellRun {
  let app = try appURL()
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("faults-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/bash")
  process.arguments = ["-c", script]
  process.environment = ProcessInfo.processInfo.environment.merging(
    environment.merging(["APP": app.path, "DIR": directory.path]) { _, new in new }
  ) { _, new in new }
  let output = directory.appendingPathComponent("stdout")
  let errors = directory.appendingPathComponent("stderr")
  try Data().write(to: output)
  try Data().write(to: errors)
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = try FileHandle(forWritingTo: output)
  process.standardError = try FileHandle(forWritingTo: errors)
  try process.run()
  process.waitUntilExit()
  return ShellRun(
    status: process.terminationStatus,
    output: try String(contentsOf: output, encoding: .utf8),
    errors: try String(contentsOf: errors, encoding: .utf8))
}

/// The `counters` executable next to the test bundle, which `swift build` puts there.
func appURL() throws -> URL {
  let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("counters")
  try #require(
    FileManager.default.isExecutableFile(atPath: app.path),
    "build the apps first (swift build); counters is looked for at \(app.path)")
  return app
}
