// The numbers example: a list, details pushed or presented, deep links. See Docs/DeepLinks.md.
import Architecture
import Foundation
import LineRuntime
import NumberFactClient
import NumbersCoordinator
import Presentation
import ScreenRuntime

let info = AppInfo(
  name: "numbers",
  version: CoordinatorSuiteVersion.current,
  summary: "A list of numbers and their details, pushed or presented as a sheet.")
// The one place the live clients are plugged in; every feature reads what it needs from here.
var dependencies = Dependencies()
dependencies.numberFact = .live()

let status = await AppMain.run(
  NumbersCoordinator.self, info: info, arguments: Array(CommandLine.arguments.dropFirst()),
  frontEnd: ScreenFrontEnd.self, dependencies: dependencies
) { restored, dependencies in
  Store(
    initialState: restored ?? NumbersCoordinator.State(),
    reducer: NumbersCoordinator(dependencies))
}
exit(status)
