import ArchitectureTesting
import ItemsCoordinator
import LineRuntime
import Navigation
import NumbersCoordinator
import Presentation
import Testing

/// The tab's face, as any front end shows it: back through the pushed child, the nested tree, and
/// the screen on top of the child.
@MainActor
struct ItemsCoordinatorPresentableTests {
  /// The list, item 75, and its numbers with 150 pushed in the child.
  static func childShowing150() throws -> ItemsCoordinator.State {
    var child = ItemsCoordinator.numbers(for: 75)
    child.routes.push(Screens.number(150))
    return try .with(.push(Screens.detail(75)), .push(.numbers(child)))
  }

  @Test func backInThePushedChildGoesBackWithinItFirstThenPopsIt() async throws {
    let store = makeStore(try Self.childShowing150())
    let withinChild = try ItemsCoordinator.back(in: store.state)
    #expect(withinChild == .routes(.screen(2, .numbers(.routes(.close(1))))))
    await store.send(withinChild) {
      try $0.modifyNumbers(at: 2) { $0.routes.goBack() }
    }
    let leavingChild = try ItemsCoordinator.back(in: store.state)
    #expect(leavingChild == .routes(.close(2)))
    await store.send(leavingChild) { $0.routes.goBack() }
    let leavingItem = try ItemsCoordinator.back(in: store.state)
    #expect(leavingItem == .routes(.close(1)))
    await store.send(leavingItem) { $0.routes.goBack() }
    await store.finish()
  }

  @Test func backOnThePreviewDismissesIt() throws {
    let state = try ItemsCoordinator.State.with(
      .push(Screens.detail(75)), .sheet(Screens.preview(75), embedsNavigation: true))
    #expect(try ItemsCoordinator.back(in: state) == .routes(.close(2)))
  }

  @Test func backAtTheListIsRefused() {
    #expect(
      throws: Refusal(
        "there is nothing to go back to: 'Items' is the first screen")
    ) {
      try ItemsCoordinator.back(in: ItemsCoordinator.State.hundred)
    }
  }

  @Test func theTreeNestsTheChildsStackInItsRoute() throws {
    let node = ItemsCoordinator.navigation(of: try Self.childShowing150())
    let child = NavigationNode(
      name: "numbers",
      content: .stack([
        RouteNode(id: 0, style: .root(embedsNavigation: true), title: "Numbers"),
        RouteNode(id: 1, style: .push, title: "Number 150"),
      ]))
    let expected = NavigationNode(
      name: "items",
      content: .stack([
        RouteNode(id: 0, style: .root(embedsNavigation: true), title: "Items"),
        RouteNode(id: 1, style: .push, title: "Item 75"),
        RouteNode(id: 2, style: .push, title: "Multiples of 75", nested: child),
      ]))
    #expect(node == expected)
    #expect(node.breadcrumb == "Items > Item 75 > Multiples of 75 : Numbers > Number 150")
  }

  @Test func theScreenOnTopIsTheChildsAndItsCommandsReachTheChild() throws {
    let screen = ItemsCoordinator.screen(of: try Self.childShowing150())
    #expect(screen.title == "Number 150")
    let double = try #require(screen.command(named: "double"))
    #expect(try double.read([]) == .child(2, 1, .detail(.showDoubleTapped)))
  }

  @Test func theListAndTheDetailSendToTheirOwnRoutes() throws {
    let list = ItemsCoordinator.screen(of: ItemsCoordinator.State.hundred)
    let select = try #require(list.command(named: "select"))
    #expect(try select.read(["75"]) == .screen(0, .list(.itemTapped(75))))
    let detail = ItemsCoordinator.screen(of: try .with(.push(Screens.detail(75))))
    let numbers = try #require(detail.command(named: "numbers"))
    #expect(try numbers.read([]) == .screen(1, .detail(.numbersTapped)))
  }
}
