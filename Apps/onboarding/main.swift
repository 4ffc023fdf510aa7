// The onboarding example: a branching flow declared as data, with back interception.
import Architecture
import Foundation
import LineRuntime
import OnboardingCoordinator
import Presentation
import ScreenRuntime

var arguments = Array(CommandLine.arguments.dropFirst())
let names = OnboardingFlow.declared.map { "'\($0.name)'" }.joined(separator: ", ")

/// Stops with a usage error, as every app does for a bad option.
func refuse(_ message: String) -> Never {
  printToStandardError("error: \(message); try 'onboarding --help'")
  exit(AppMain.usageError)
}

// `--flow NAME` (or `--flow=NAME`) chooses the declared flow a new run starts; a state restored
// with --state keeps the flow it was saved with, and another flow named with it is refused.
var chosen: OnboardingFlow?
// Made once, up here: a temporary passed from top-level code into the typed-throws call below
// was never released (the leak checker's build found it).
let flowNeeds = "the name of a flow: \(names)"
do throws(Refusal) {
  if let name = try AppOptions.take("--flow", needing: flowNeeds, from: &arguments) {
    guard let flow = OnboardingFlow.declared.first(where: { $0.name == name }) else {
      refuse("there is no flow named '\(name)'; the flows are \(names)")
    }
    chosen = flow
  }
} catch {
  refuse(error.message)
}

// A declaration with problems would strand a user somewhere; it is refused before it runs.
for flow in chosen.map({ [$0] }) ?? OnboardingFlow.declared where !flow.problems.isEmpty {
  printToStandardError(
    "error: the flow '\(flow.name)' is declared wrongly: "
      + flow.problems.joined(separator: "; "))
  exit(70)
}

// Only before `--`, as every option.
if arguments.prefix(while: { $0 != "--" }).contains("--graph") {
  guard arguments == ["--graph"] else {
    refuse("--graph takes no other options but --flow")
  }
  // One flow's chart, or every declared flow's, each under a comment naming it.
  let charts = (chosen.map { [$0] } ?? OnboardingFlow.declared).map { flow in
    chosen == nil ? "%% flow: \(flow.name)\n\(flow.mermaid)" : flow.mermaid
  }
  // Through the runtime's output, as --help is: 74 on a full disk, 0 for a reader that left.
  exit(AppMain.printOut(charts.joined(separator: "\n")))
}
let info = AppInfo(
  name: "onboarding",
  version: CoordinatorSuiteVersion.current,
  summary: "A multi-step onboarding flow that branches on your answers.",
  extraOptions: [
    "--flow NAME     run the declared flow NAME: \(names) (by default 'standard')",
    "--graph         print the flow as a Mermaid flowchart (every flow without --flow) and exit",
  ])
// The flow changes what every line does: a trace records it, and a replay needs the same.
let traceOptions = chosen.map { ["--flow": $0.name] } ?? [:]
let status = await AppMain.run(
  OnboardingCoordinator.self, info: info, arguments: arguments, traceOptions: traceOptions,
  frontEnd: ScreenFrontEnd.self, dependencies: Dependencies()
) { restored, _ in
  Store(
    initialState: restored ?? OnboardingCoordinator.State(flow: chosen ?? .standard),
    reducer: OnboardingCoordinator())
} optionsConflict: { restored in
  guard let chosen, restored.flow.name != chosen.name else { return nil }
  return "holds a run of the flow '\(restored.flow.name)', and --flow asks for "
    + "'\(chosen.name)': a saved run goes on with its own flow; drop --flow to go on with it, "
    + "or add --reset to start '\(chosen.name)' afresh"
}
exit(status)
