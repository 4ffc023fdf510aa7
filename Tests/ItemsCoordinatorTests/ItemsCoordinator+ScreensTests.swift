import ArchitectureTesting
import ItemsCoordinator
import Navigation
import NumberDetailFeature
import NumberDivisorsFeature
import Presentation
import Testing

/// The divisors screen in the items tab, where the number detail is previewed: the tab decides
/// the detail's request for itself, inside the preview's own navigation.
@MainActor
struct ItemsCoordinatorDivisorsTests {
  static func divisors(_ number: Int) -> Screen { .divisors(NumberDivisors.State(number: number)) }

  static let previewing: [Route<Screen>] = [
    .push(Screens.detail(12)), .sheet(Screens.preview(12), embedsNavigation: true),
  ]

  @Test func aPreviewsDivisorsArePushedInsideTheSheet() async throws {
    let store = makeStore(try .with(Self.previewing[0], Self.previewing[1]))
    await store.send(.screen(2, .preview(.divisorsTapped)))
    await store.receive(.screen(2, .preview(.delegate(.divisorsRequested(12))))) {
      $0.routes.push(Self.divisors(12))
    }
    await store.send(.screen(3, .divisors(.divisorTapped(6))))
    await store.receive(.screen(3, .divisors(.delegate(.divisorSelected(6))))) {
      $0.routes.push(Screens.preview(6))
    }
    #expect(ItemsCoordinator.link(of: store.state).description == "/12/preview=12/divisors/6")
    await store.finish()
  }

  @Test func doneOnTheDivisorsPopsThemWithinTheSheet() async throws {
    let store = makeStore(
      try .with(Self.previewing[0], Self.previewing[1], .push(Self.divisors(12))))
    await store.send(.screen(3, .divisors(.doneTapped)))
    await store.receive(.screen(3, .divisors(.delegate(.finished))))
    await store.receive(.routes(.close(3))) { $0.routes.pop() }
    #expect(store.state.routes.top.screen == Screens.preview(12))
    await store.finish()
  }

  @Test func aDivisorsLinkOpensTheWholeSheetInOneUpdate() throws {
    let action = try ItemsCoordinator.open(
      DeepLink(parsing: "/12/preview=12/divisors/4"), in: ItemsCoordinator.State())
    guard case .linkOpened(let routes, let child) = action else {
      Issue.record("not a link: \(action)")
      return
    }
    #expect(child == nil)
    #expect(
      routes.dropFirst().map(\.screen) == [
        Screens.detail(12), Screens.preview(12), Self.divisors(12), Screens.preview(4),
      ])
  }

  @Test(
    "a divisors segment follows a preview and is followed by one of its divisors",
    arguments: [
      (
        "/12/divisors",
        "'divisors' cannot follow here; after an item come 'numbers' or 'preview=N', and after "
          + "a preview the numbers it doubled to or 'divisors', as in '/items/75/preview=75/150'"
      ),
      (
        "/12/preview=12/divisors=2",
        "'divisors=2' cannot follow here; after an item come 'numbers' or 'preview=N', and "
          + "after a preview the numbers it doubled to or 'divisors', as in "
          + "'/items/75/preview=75/150'"
      ),
      (
        "/12/preview=12/divisors/divisors",
        "'divisors' is not a number a detail shows; write one from -1000000000 to 1000000000, "
          + "as in 'preview=75' or '/items/75/preview=75/150'"
      ),
      (
        "/12/preview=12/increment",
        "'increment' is not a number a detail shows; write one from -1000000000 to 1000000000, "
          + "as in 'preview=75' or '/items/75/preview=75/150'"
      ),
    ])
  func refusedLinks(link: String, message: String) throws {
    #expect(throws: InputError(message)) {
      try ItemsCoordinator.open(DeepLink(parsing: link), in: ItemsCoordinator.State())
    }
  }
}
