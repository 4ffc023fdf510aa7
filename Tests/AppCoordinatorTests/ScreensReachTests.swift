import AppCoordinator
import Architecture
import ItemsCoordinator
import LineRuntimeTesting
import NumberFactClient
import NumbersCoordinator
import SettingsCoordinator
import SignInClient
import Testing

/// Every screen a coordinator declares is one a person reaches by commands, not by a link
/// alone: a screen added with a link but no command that shows it fails here, by name.
@MainActor
struct ScreensReachTests {
  static let dependencies = Dependencies().with(\.numberFact, .immediate)

  @Test func everyNumbersScreenIsReachedByACommand() async {
    let unreached = await FlowChart.screenProblems(
      NumbersCoordinator.self, from: NumbersCoordinator.State()
    ) { Store(initialState: $0, reducer: NumbersCoordinator(Self.dependencies)) }
    #expect(unreached == [])
  }

  @Test func everyItemsScreenIsReachedByACommand() async {
    let unreached = await FlowChart.screenProblems(
      ItemsCoordinator.self, from: ItemsCoordinator.State(catalogue: AppCoordinator.catalogue)
    ) { Store(initialState: $0, reducer: ItemsCoordinator(Self.dependencies)) }
    #expect(unreached == [])
  }

  @Test func everySettingsScreenIsReachedByACommand() async {
    // The profile waits behind the sign-in, which the app's own name and password pass.
    let accepted = SignInClient.accepted
    let unreached = await FlowChart.screenProblems(
      SettingsCoordinator.self, from: SettingsCoordinator.State(),
      arguments: FlowChart.sampleArguments + ["\(accepted.name) \(accepted.password)"]
    ) { Store(initialState: $0, reducer: SettingsCoordinator(Self.dependencies)) }
    #expect(unreached == [])
  }

  @Test func everyAppRouteIsReachedByACommand() async {
    let unreached = await FlowChart.screenProblems(
      AppCoordinator.self, from: AppCoordinator.State(firstLaunch: true), depth: 2
    ) { Store(initialState: $0, reducer: AppCoordinator(Self.dependencies)) }
    #expect(unreached == [])
  }
}
