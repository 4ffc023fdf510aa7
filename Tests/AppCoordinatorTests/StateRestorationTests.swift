import AppCoordinator
import Architecture
import Foundation
import LineRuntime
import OnboardingCoordinator
import Presentation
import Testing

/// Whole-app restoration: every kind of state survives a save and a load exactly, and a kill in
/// the middle of saving leaves a file that loads.
@MainActor
struct StateRestorationTests {
  /// States of every kind, reached through links the way a user would reach them.
  static func states() throws -> [AppCoordinator.State] {
    // The welcome and profile flows as their samples leave them: a step typed on, the branch
    // taken with its step typed on, a question asked, and the summary.
    let start = OnboardingFlow.standard.start
    let typed = OnboardingCoordinator.State.sampled(canLeave: false, until: start, filled: true)
    let sharing = OnboardingAnswers([OnboardingStep.sharing.id: .choice(true)])
    let links = [
      welcomeLink(of: typed),
      welcomeLink(answers: sharing, until: .details, filled: true),
      welcomeLink(of: typed.after(.restartTapped)), welcomeLink(),
    ]
    let leaving = OnboardingCoordinator.State.sampled(until: start, filled: true)
      .after(.backTapped)
    let tabLinks = [
      "/numbers/3/6", "/numbers/sheet=4/8", "/items/75", "/items/75/numbers/150/300",
      "/items/75/preview=75/150", "/settings", profileLink(of: leaving),
    ]
    var states: [AppCoordinator.State] = []
    for (link, firstLaunch) in links.map({ ($0, true) }) + tabLinks.map({ ($0, false) }) {
      let store = Store(
        initialState: AppCoordinator.State(firstLaunch: firstLaunch),
        reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate)))
      store.send(try AppCoordinator.open(DeepLink(parsing: link), in: store.state))
      states.append(store.state)
    }
    return states
  }

  @Test func everyKindOfStateSurvivesASaveAndALoad() throws {
    let directory = FileManager.default.temporaryDirectory
    let file = StateFile(
      path: directory.appendingPathComponent("restore-\(UUID().uuidString).json").path,
      app: "showcase")
    defer { try? FileManager.default.removeItem(atPath: file.path) }
    for state in try Self.states() {
      try file.save(state)
      let loaded = try #require(try file.load(AppCoordinator.State.self))
      let equal = loaded == state
      #expect(equal, "\(AppCoordinator.link(of: state)) did not survive")
      #expect(AppCoordinator.link(of: loaded) == AppCoordinator.link(of: state))
    }
  }

  @Test func aKillInTheMiddleOfSavingLeavesAFileThatLoads() async throws {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("showcase")
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build the showcase first (swift build); it is looked for at \(executable.path)")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("script.txt")
    let cycle = [
      "name Ada", "next", "email ada@example.com", "next", "no", "next", "finish",
      "select 3", "double", "tab items", "select 75", "numbers", "back", "back", "tab numbers",
    ]
    try (0..<4_000).map { cycle[$0 % cycle.count] }.joined(separator: "\n")
      .write(to: script, atomically: true, encoding: .utf8)
    let stateFile = StateFile(
      path: directory.appendingPathComponent("state.json").path, app: "showcase")
    for attempt in 0..<5 {
      try? FileManager.default.removeItem(atPath: stateFile.path)
      let process = Process()
      process.executableURL = executable
      process.arguments = ["--state", stateFile.path]
      process.standardInput = try FileHandle(forReadingFrom: script)
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      try process.run()
      while !FileManager.default.fileExists(atPath: stateFile.path), process.isRunning {
        try await Task.sleep(for: .milliseconds(1))
      }
      try await Task.sleep(for: .milliseconds(5 + 7 * attempt))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(
        (try? stateFile.load(AppCoordinator.State.self)) != nil,
        "attempt \(attempt): the file left by the kill does not load")
    }
  }
}
