import Foundation
import OnboardingCoordinator
import Testing

/// The `onboarding` executable's own options: which declared flow runs, and its charts.
struct OnboardingAppTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The `onboarding` executable next to the test bundle, which `swift build` puts there.
  static func app() throws -> URL {
    let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("onboarding")
    try #require(
      FileManager.default.isExecutableFile(atPath: app.path),
      "build the apps first (swift build); onboarding is looked for at \(app.path)")
    return app
  }

  /// Runs the `onboarding` executable, or `executable` with `environment` added.
  static func run(
    _ arguments: [String], input: String = "", executable: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = try executable ?? app()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  /// Runs `script` under bash, with `APP` set to the `onboarding` executable.
  static func shell(_ script: String) throws -> Run {
    try run(
      ["-c", script], executable: URL(fileURLWithPath: "/bin/bash"),
      environment: ["APP": try app().path])
  }

  @Test("--graph writes as the runtime does: 74 on a full disk, 0 for a reader that left")
  func graphThroughTheRuntime() throws {
    let full = try Self.shell(#""$APP" --graph >/dev/full"#)
    #expect(full.status == 74)
    #expect(full.errors == "error: cannot write the output (No space left on device)\n")
    let closed = try Self.shell(
      #""$APP" --graph | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}""#)
    #expect(closed.output == "0\n")
    #expect(closed.errors.isEmpty)
  }

  @Test("--flow after '--' is refused as no option, as every app refuses one")
  func flowAfterTheEndOfOptions() throws {
    let run = try Self.run(["--", "--flow", "standard"])
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: '--flow' after '--' is no option"))
  }

  @Test func aDeclaredFlowIsRunByName() throws {
    for arguments in [["--flow", "email first"], ["--flow=email first"]] {
      let run = try Self.run(arguments, input: "where\n")
      #expect(run.status == 0)
      #expect(run.output.hasPrefix("[Email]\n"), "\(arguments): \(run.output)")
    }
  }

  @Test func theStandardFlowRunsByDefault() throws {
    let run = try Self.run([], input: "where\n")
    #expect(run.output.hasPrefix("[Name]\n"))
  }

  @Test(
    "a flow that is not declared, missing or given twice is a usage error",
    arguments: [
      (["--flow", "express"], "there is no flow named 'express'"),
      (["--flow"], "--flow needs the name of a flow"),
      (["--flow", "standard", "--flow", "standard"], "--flow is given twice"),
    ])
  func refused(arguments: [String], message: String) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("error: \(message)"), "\(run.errors)")
    #expect(run.output.isEmpty)
  }

  @Test("a saved run goes on with its own flow, and --flow naming another is refused with it")
  func aSavedRunKeepsItsFlow() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("onboarding-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("s.json").path
    let (saved, other) = (OnboardingFlow.emailFirst.name, OnboardingFlow.standard.name)
    #expect(try Self.run(["--flow", saved, "--state", path], input: "where\n").status == 0)
    let file = try Data(contentsOf: URL(fileURLWithPath: path))

    let refused = try Self.run(["--flow", other, "--state", path], input: "where\n")
    #expect(refused.status == 64)
    #expect(
      refused.errors.hasPrefix(
        "error: the state file '\(path)' holds a run of the flow '\(saved)', and --flow asks "
          + "for '\(other)'"), "\(refused.errors)")
    #expect(refused.errors.contains("drop --flow to go on with it, or add --reset"))
    #expect(refused.output.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == file)

    let goingOn = try Self.run(["--state", path], input: "where\n")
    let sameFlow = try Self.run(["--flow", saved, "--state", path], input: "where\n")
    let started = try Self.run(["--flow", other, "--state", path, "--reset"], input: "where\n")
    #expect([goingOn.status, sameFlow.status, started.status] == [0, 0, 0])
    #expect(goingOn.output == sameFlow.output)
    #expect(started.output != goingOn.output)
  }

  @Test func theGraphDrawsEveryFlowOrTheOneNamed() throws {
    let every = try Self.run(["--graph"])
    let expected = OnboardingFlow.declared.map { "%% flow: \($0.name)\n\($0.mermaid)" }
      .joined(separator: "\n")
    #expect(every.output == expected)
    let one = try Self.run(["--flow", "email first", "--graph"])
    #expect(one.output == OnboardingFlow.emailFirst.mermaid)
    #expect(try Self.run(["--graph", "--reset"]).status == 64)
  }

  @Test func leavingTheFlowEndsTheApp() throws {
    // Nothing entered: back would leave the app, so it says why it cannot go back, and how
    // to leave.
    let untouched = try Self.run([], input: "back\nwhere\n")
    #expect(untouched.status == 0)
    #expect(
      untouched.output.hasSuffix(
        "error: there is nothing to go back to: 'Name' is the first screen; type 'quit' to "
          + "leave\n/name\n"))
    // Something entered: back asks, and yes leaves.
    let typed = try Self.run([], input: "name Ada\nback\ny\nwhere\n")
    #expect(typed.status == 0)
    #expect(typed.output.hasSuffix("y: leave, n: cancel\n  commands: y, n, help\n"))
    #expect(typed.errors.isEmpty)
  }
}
