// The showcase: tabs, coordinators nested in coordinators, presentation against push, and deep
// links across the whole tree. See README.md for a guided tour.
import AppCoordinator
import Architecture
import Foundation
import LineRuntime
import NumberFactClient
import Presentation
import ScreenRuntime
import SignInClient

let info = AppInfo(
  name: "showcase",
  version: CoordinatorSuiteVersion.current,
  summary: "Tabs of coordinators, a welcome flow as a cover, and deep links anywhere.")
// The one place the live clients are plugged in; every feature reads what it needs from here.
var dependencies = Dependencies()
dependencies.numberFact = .live()
dependencies.signIn = .live()

let status = await AppMain.run(
  AppCoordinator.self, info: info, arguments: Array(CommandLine.arguments.dropFirst()),
  frontEnd: ScreenFrontEnd.self, dependencies: dependencies
) { restored, dependencies in
  Store(initialState: restored ?? AppCoordinator.State(), reducer: AppCoordinator(dependencies))
}
exit(status)
