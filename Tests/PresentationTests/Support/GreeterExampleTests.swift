import Architecture
import ArchitectureTesting
import Foundation
import Navigation
import Presentation
import Testing

/// The first read of the architecture, run: a name chosen pushes its greeting, "done" closes it.
@MainActor
struct GreeterExampleTests {
  @Test("choosing a name pushes its greeting, and done closes it")
  func aNameIsGreetedAndDoneGoesBack() async {
    let store = TestStore(initialState: GreeterCoordinator.State(), reducer: GreeterCoordinator())
    await store.send(.routes(.screen(0, .names(.nameChosen("Ada")))))
    await store.receive(.routes(.screen(0, .names(.delegate(.greet("Ada")))))) {
      $0.routes.push(.greeting("Ada"))
    }
    await store.send(.routes(.screen(1, .greeting(.doneTapped))))
    await store.receive(.routes(.screen(1, .greeting(.delegate(.finished)))))
    await store.receive(.routes(.close(1))) {
      $0.routes.pop()
    }
    await store.finish()
  }

  @Test("the screen on top, its title and its commands come from the features")
  func theScreenOnTopIsTheFeatures() throws {
    var state = GreeterCoordinator.State()
    #expect(GreeterCoordinator.screen(of: state).lines == ["Ada", "Grace"])
    state.routes.push(.greeting("Grace"))
    let view = GreeterCoordinator.screen(of: state)
    #expect(view.title == "Hello")
    #expect(view.lines == ["Hello, Grace!"])
    #expect(GreeterCoordinator.navigation(of: state).name == "greeter")
  }

  @Test("a state is saved as its routes and restored equal")
  func aStateIsSavedAndRestored() throws {
    var state = GreeterCoordinator.State()
    state.routes.push(.greeting("Ada"))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(GreeterCoordinator.State.self, from: data) == state)
  }
}
