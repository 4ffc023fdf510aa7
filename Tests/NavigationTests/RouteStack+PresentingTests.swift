import Testing

@testable import Navigation

@Suite("RouteStack+Presenting")
struct RouteStackPresentingTests {
  @Test("push puts the screen on top as a push and returns its new identity")
  func push() throws {
    var stack = TestStack(root: .home)
    let id = stack.push(.detail(1))
    #expect(id == 1)
    #expect(stack.top == IdentifiedRoute(id: id, style: .push, screen: .detail(1)))
    #expect(stack.count == 2)
  }

  @Test("a push on a sheet with navigation lands inside the sheet's layer")
  func pushInsideSheet() throws {
    var stack = try makeStack(.push(.list([])))
    let sheet = stack.presentSheet(.settings(name: "a"), embedsNavigation: true)
    stack.push(.detail(1))
    #expect(stack.currentNavigationRoot.id == sheet)
    #expect(stack.pushCountInCurrentNavigation == 1)
    #expect(stack.presentationCount == 1)
  }

  @Test("a push where the top sheet has no navigation is refused")
  func pushOntoSheetWithoutNavigation() throws {
    let stack = try makeStack(.push(.list([])), .sheet(.settings(name: "a")))
    #expect(!stack.canPush)
    let error = refusal(of: stack) { try $0.append(.push(.detail(1))) }
    #expect(error == .noNavigationToPushOnto(top: .sheet(embedsNavigation: false)))
  }

  @Test("a push onto a root without navigation is refused")
  func pushOntoRootWithoutNavigation() {
    let stack = TestStack(root: .home, embedsNavigation: false)
    let error = refusal(of: stack) { try $0.append(.push(.detail(1))) }
    #expect(error == .noNavigationToPushOnto(top: .root(embedsNavigation: false)))
  }

  @Test("a cover with navigation accepts pushes above a sheet that has none")
  func navigationBelongsToTheTopLayer() throws {
    var stack = try makeStack(.sheet(.settings(name: "a")))
    #expect(!stack.canPush)
    stack.presentCover(.list([]), embedsNavigation: true)
    #expect(stack.canPush)
    stack.push(.detail(1))
    #expect(
      stack.routes.map(\.style) == [
        .root(embedsNavigation: true), .sheet(embedsNavigation: false),
        .cover(embedsNavigation: true), .push,
      ])
  }

  @Test("push(contentsOf:) pushes bottom first and returns consecutive identities")
  func pushSeveral() throws {
    var stack = TestStack(root: .home)
    let ids = stack.push(contentsOf: [.list([]), .detail(1), .detail(2)])
    #expect(ids.map(\.rawValue) == [1, 2, 3])
    #expect(stack.routes.map(\.screen) == [.home, .list([]), .detail(1), .detail(2)])
    #expect(stack.routes.dropFirst().allSatisfy { $0.style == .push })
  }

  @Test("push(contentsOf:) without navigation pushes none of the screens")
  func pushSeveralIsAllOrNothing() throws {
    let stack = try makeStack(.cover(.settings(name: "a")))
    let error = refusal(of: stack) {
      try $0.append(contentsOf: [.push(.detail(1)), .push(.detail(2))])
    }
    #expect(error == .noNavigationToPushOnto(top: .cover(embedsNavigation: false)))
  }

  @Test("push(contentsOf:) of no screens changes nothing, even where pushing is impossible")
  func pushNothing() throws {
    var stack = TestStack(root: .home, embedsNavigation: false)
    let before = stack
    #expect(stack.push(contentsOf: []) == [])
    #expect(stack == before)
  }

  @Test("a sheet or cover goes on top of anything, with or without navigation of its own")
  func presentations() throws {
    var stack = TestStack(root: .home, embedsNavigation: false)
    let sheet = stack.presentSheet(.list([]))
    let cover = stack.presentCover(.detail(1), embedsNavigation: true)
    let sheetOnCover = stack.presentSheet(.detail(2), embedsNavigation: true)
    #expect([sheet, cover, sheetOnCover].map(\.rawValue) == [1, 2, 3])
    #expect(
      stack.routes.map(\.style) == [
        .root(embedsNavigation: false), .sheet(embedsNavigation: false),
        .cover(embedsNavigation: true), .sheet(embedsNavigation: true),
      ])
    #expect(stack.presentationCount == 3)
    #expect(stack.currentNavigationRoot.id == sheetOnCover)
    expectConsistent(stack)
  }

  @Test("append adds a route of any style but a root")
  func append() throws {
    var stack = TestStack(root: .home)
    try stack.append(.push(.list([])))
    try stack.append(.cover(.detail(1), embedsNavigation: true))
    try stack.append(.push(.detail(2)))
    #expect(rawIDs(stack) == [0, 1, 2, 3])
    let error = refusal(of: stack) { try $0.append(.root(.home)) }
    guard case .invalidRoutes(let reason) = error else {
      Issue.record("expected invalidRoutes, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("one root"))
  }

  @Test("append of a push where the top layer has no navigation is refused")
  func appendPushWithoutNavigation() throws {
    let stack = try makeStack(.sheet(.list([])))
    let error = refusal(of: stack) { try $0.append(.push(.detail(1))) }
    #expect(error == .noNavigationToPushOnto(top: .sheet(embedsNavigation: false)))
  }

  @Test("append(contentsOf:) builds a deep link of pushes and presentations in one update")
  func appendDeepLink() throws {
    var stack = TestStack(root: .home)
    let ids = try stack.append(contentsOf: [
      .push(.list([1])), .sheet(.settings(name: "a"), embedsNavigation: true),
      .push(.detail(1)), .cover(.detail(2)),
    ])
    #expect(ids.map(\.rawValue) == [1, 2, 3, 4])
    #expect(stack.presentationCount == 2)
    #expect(stack.top.style == .cover(embedsNavigation: false))
  }

  @Test("append(contentsOf:) checks each push against the layer it lands in, all or nothing")
  func appendSeveralIsAllOrNothing() throws {
    let stack = TestStack(root: .home)
    let error = refusal(of: stack) {
      try $0.append(contentsOf: [.push(.list([])), .sheet(.settings(name: "a")), .push(.detail(1))])
    }
    #expect(error == .noNavigationToPushOnto(top: .sheet(embedsNavigation: false)))
  }
}
