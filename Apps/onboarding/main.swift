// The onboarding example: a branching flow declared as data, with back interception.
import Architecture
import Foundation
import LineRuntime
import OnboardingCoordinator
import Presentation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--graph") {
  guard arguments == ["--graph"] else {
    printToStandardError("error: --graph takes no other options; try 'onboarding --graph'")
    exit(AppMain.usageError)
  }
  print(OnboardingFlow.standard.mermaid, terminator: "")
  exit(0)
}
let info = AppInfo(
  name: "onboarding",
  version: PackageVersion.current,
  summary: "A multi-step onboarding flow that branches on your answers.",
  extraOptions: ["--graph         print the flow as a Mermaid flowchart and exit"])
let status = await AppMain.run(OnboardingCoordinator.self, info: info, arguments: arguments) {
  restored in
  Store(initialState: restored ?? OnboardingCoordinator.State(), reducer: OnboardingCoordinator())
}
exit(status)
