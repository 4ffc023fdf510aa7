import EnumPaths
import Navigation
import Testing

@Suite("RouteStack")
struct RouteStackTests {
  @Test("a new stack holds only its root, which has identity #0")
  func newStack() {
    let stack = TestStack(root: .home)
    #expect(
      stack.routes == [
        IdentifiedRoute(id: 0, style: .root(embedsNavigation: true), screen: .home)
      ])
    #expect(stack.nextID == 1)
    #expect(stack.root == stack.top)
    #expect(stack.count == 1)
    #expect(stack.presentationCount == 0)
    #expect(stack.pushCountInCurrentNavigation == 0)
    #expect(stack.canPush)
    #expect(!stack.canGoBack)
    expectConsistent(stack)
  }

  @Test("a root without navigation cannot be pushed onto")
  func rootWithoutNavigation() {
    let stack = TestStack(root: .home, embedsNavigation: false)
    #expect(stack.root.style == .root(embedsNavigation: false))
    #expect(!stack.canPush)
  }

  @Test("identities count up in arrival order, across pushes and presentations")
  func identitiesCountUp() throws {
    var stack = TestStack(root: .home)
    let first = stack.push(.detail(1))
    let second = stack.presentSheet(.settings(name: "a"), embedsNavigation: true)
    let third = stack.push(.detail(2))
    let fourth = stack.presentCover(.home)
    #expect([first, second, third, fourth].map(\.rawValue) == [1, 2, 3, 4])
    #expect(rawIDs(stack) == [0, 1, 2, 3, 4])
    #expect(stack.nextID == 5)
  }

  @Test("a screen popped and pushed again is a new route with a larger identity")
  func identitiesAreNeverReused() throws {
    var stack = TestStack(root: .home)
    let popped = stack.push(.detail(1))
    stack.pop()
    let pushedAgain = stack.push(.detail(1))
    #expect(pushedAgain > popped)
    #expect(pushedAgain == 2)
    #expect(!stack.contains(popped))
    #expect(stack.position(of: popped) == nil)
    #expect(stack[id: popped] == nil)
  }

  @Test("position(of:) and subscript(id:) find every route, the top and those below it")
  func lookupByIdentity() throws {
    let stack = try makeStack(
      .push(.list([1])), .sheet(.settings(name: "a"), embedsNavigation: true), .push(.detail(2)))
    #expect(stack.routes.map { stack.position(of: $0.id) } == [0, 1, 2, 3])
    #expect(stack[id: 2]?.style == .sheet(embedsNavigation: true))
    #expect(stack[id: 2]?.screen == .settings(name: "a"))
    #expect(stack[id: 3]?.screen == .detail(2))
    #expect(stack.position(of: 4) == nil)
    #expect(stack.position(of: RouteID(-1)) == nil)
  }

  @Test("the top and the current navigation follow the top layer")
  func currentNavigation() throws {
    var stack = try makeStack(.push(.list([])), .push(.detail(1)))
    #expect(stack.currentNavigationRoot.id == 0)
    #expect(stack.pushCountInCurrentNavigation == 2)
    let sheet = stack.presentSheet(.settings(name: "a"), embedsNavigation: true)
    stack.push(.detail(2))
    #expect(stack.currentNavigationRoot.id == sheet)
    #expect(stack.pushCountInCurrentNavigation == 1)
    #expect(stack.presentationCount == 1)
    #expect(stack.top.screen == .detail(2))
    expectConsistent(stack)
  }

  @Test("modifyScreen changes one screen in place, keeping its identity and style")
  func modifyScreen() throws {
    var stack = try makeStack(.push(.detail(1)), .push(.detail(2)))
    let result = stack.modifyScreen(id: 1) { screen -> Int in
      screen = .detail(10)
      return 42
    }
    #expect(result == 42)
    #expect(stack.routes.map(\.screen) == [.home, .detail(10), .detail(2)])
    #expect(rawIDs(stack) == [0, 1, 2])
    #expect(stack[id: 1]?.style == .push)
  }

  @Test("modifyScreen on a route that left returns nil and does not run the body")
  func modifyScreenOfGoneRoute() throws {
    var stack = try makeStack(.push(.detail(1)))
    let gone = stack.push(.detail(2))
    stack.pop()
    let before = stack
    var ran = false
    let result: Void? = stack.modifyScreen(id: gone) { _ in ran = true }
    #expect(result == nil)
    #expect(!ran)
    #expect(stack == before)
  }

  @Test("an action reaches a screen's large payload without copying it")
  func modifyScreenDoesNotCopy() throws {
    var stack = RouteStack(root: LargeScreen.home)
    stack.push(.counter(Storage()))
    let counter = stack.top.id
    let unique = stack.modifyScreen(id: counter) { screen in
      LargeScreen.counterCase.modify(&screen) { isKnownUniquelyReferenced(&$0) }
    }
    #expect(unique == .some(.some(true)))
    // The control: while a copy of the stack shares the storage, the same check says so.
    let copy = stack
    let shared = withExtendedLifetime(copy) {
      stack.modifyScreen(id: counter) { screen in
        LargeScreen.counterCase.modify(&screen) { isKnownUniquelyReferenced(&$0) }
      }
    }
    #expect(shared == .some(.some(false)))
  }

  @Test("equal stacks need the same routes and the same next identity")
  func equality() throws {
    let popped = try makeStack(.push(.detail(1))).poppedOnce()
    let fresh = TestStack(root: .home)
    #expect(popped.routes == fresh.routes)
    #expect(popped != fresh)
    // What was pushed and popped does not matter, only what remains and the counter.
    #expect(popped == (try makeStack(.push(.detail(9))).poppedOnce()))
    #expect(Set([popped, fresh]).count == 2)
  }
}

/// A reference type standing for a screen's large state: uniqueness shows whether it was copied.
private final class Storage {}

/// A screen whose payload is a class instance, so that copies can be detected.
private enum LargeScreen {
  case home
  case counter(Storage)

  static let counterCase = CasePath<LargeScreen, Storage>(LargeScreen.counter) {
    if case .counter(let storage) = $0 { storage } else { nil }
  }
}
