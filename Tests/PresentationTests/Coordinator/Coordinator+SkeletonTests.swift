import Architecture
import ArchitectureTesting
import Navigation
import Presentation
import Testing

/// The skeleton a coordinator gets from its declarations: each screen run by its feature, then
/// the decisions; the screen on top and the titles taken from the features.
@MainActor
struct CoordinatorSkeletonTests {
  @Test("a screen's action runs its feature first, then the coordinator decides its event")
  func theFeatureRunsThenTheCoordinatorDecides() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters())
    await store.send(.routes(.screen(0, .counter(.incrementTapped)))) {
      $0.routes.modifyScreen(id: 0) { $0 = .counter(1) }
    }
    await store.send(.routes(.screen(0, .counter(.openTapped))))
    await store.receive(.routes(.screen(0, .counter(.delegate(.opened(1)))))) {
      $0.routes.push(.label("opened at 1"))
    }
    await store.send(.routes(.screen(1, .label(.renamed("renamed"))))) {
      $0.routes.modifyScreen(id: 1) { $0 = .label("renamed") }
    }
    await store.finish()
  }

  @Test("features are built from the dependencies the coordinator was given")
  func featuresReadTheCoordinatorsDependencies() async {
    let store = TestStore(
      initialState: Counters.State(), reducer: Counters(Dependencies().with(\.counterStep, 5)))
    await store.send(.routes(.screen(0, .counter(.incrementTapped)))) {
      $0.routes.modifyScreen(id: 0) { $0 = .counter(5) }
    }
    await store.finish()
  }

  @Test("an action for another screen's case is reported and changes nothing")
  func anActionForAnotherCaseIsReported() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters())
    await store.send(.routes(.screen(0, .label(.renamed("x")))))
    store.receiveReport(containing: "arrived for a screen of another case")
    await store.finish()
  }

  @Test("the screen on top is its feature's view, its commands sent to its route")
  func theScreenOnTopIsTheFeaturesView() throws {
    var state = Counters.State()
    state.routes.push(.counter(3))
    let view = Counters.screen(of: state)
    #expect(view.title == "Count 3")
    #expect(view.lines == ["3"])
    let command = try #require(view.command(named: "increment"))
    #expect(try command.action(for: .none) == .routes(.screen(1, .counter(.incrementTapped))))
  }

  @Test("titles come from the features, or from the declaration where it gives one")
  func titlesComeFromTheFeaturesOrTheDeclaration() {
    #expect(Counters.title(of: .counter(2)) == "Count 2")
    #expect(Counters.title(of: .label("x")) == "Label: x")
    #expect(Counters.feature(of: .counter(2)).title(of: .label("x")) == nil)
  }
}
