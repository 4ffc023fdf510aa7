// The front ends' own app, which their tests run as a process: the counters fixture at the
// line runtime, or the full screen with --screen. Not an example: see Apps/ for those.
import Architecture
import CountersFixture
import Foundation
import LineRuntime
import Presentation
import ScreenRuntime

var dependencies = Dependencies()
dependencies.counterFact = .live()

let status = await AppMain.run(
  CountersCoordinator.self,
  info: AppInfo(
    name: "counters", version: CoordinatorSuiteVersion.current,
    summary: "The front ends' test app: counters pushed, presented and doubled."),
  arguments: Array(CommandLine.arguments.dropFirst()), frontEnd: ScreenFrontEnd.self,
  dependencies: dependencies
) { restored, dependencies in
  Store(
    initialState: restored ?? CountersCoordinator.State(),
    reducer: CountersCoordinator(dependencies))
}
exit(status)
