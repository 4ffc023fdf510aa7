import Navigation
import Testing

@Suite("RouteStack+Replacing")
struct RouteStackReplacingTests {
  /// home #0 > list #1 > detail(1) #2 > detail(2) #3, then a pop: next identity #4.
  private func popped() throws -> TestStack {
    var stack = try makeStack(.push(.list([])), .push(.detail(1)), .push(.detail(2)), .push(.home))
    stack.pop()
    return stack
  }

  @Test("replace keeps the identities of the unchanged bottom routes; new ones count on")
  func keepsUnchangedPrefix() throws {
    var stack = try popped()
    try stack.replace(with: [.root(.home), .push(.list([])), .sheet(.detail(5))])
    #expect(rawIDs(stack) == [0, 1, 5])
    #expect(stack.nextID == 6)
    #expect(stack.top.route == .sheet(.detail(5)))
  }

  @Test("a changed route gives new identities to it and to every route after it")
  func changeBreaksIdentityAbove() throws {
    var stack = try popped()
    try stack.replace(with: [.root(.home), .push(.list([])), .push(.detail(9)), .push(.detail(2))])
    #expect(rawIDs(stack) == [0, 1, 5, 6])
    #expect(stack.routes.map(\.screen) == [.home, .list([]), .detail(9), .detail(2)])
  }

  @Test("a changed style breaks identity even when the screen is the same")
  func styleBreaksIdentity() throws {
    var stack = try popped()
    try stack.replace(with: [.root(.home), .sheet(.list([]))])
    #expect(rawIDs(stack) == [0, 5])
  }

  @Test("a different root gives every route a new identity, the root included")
  func differentRoot() throws {
    var stack = try popped()
    try stack.replace(with: [.root(.settings(name: "a")), .push(.list([]))])
    #expect(rawIDs(stack) == [5, 6])
    #expect(stack.root.screen == .settings(name: "a"))
    #expect(stack.nextID == 7)
    expectConsistent(stack)
  }

  @Test("a root that changes only whether it embeds navigation is a different root")
  func rootStyleChange() throws {
    var stack = try popped()
    try stack.replace(with: [.root(.home, embedsNavigation: false), .sheet(.list([]))])
    #expect(rawIDs(stack) == [5, 6])
    #expect(stack.root.style == .root(embedsNavigation: false))
  }

  @Test("replacing with the same routes changes nothing, not even the identity counter")
  func sameRoutes() throws {
    var stack = try popped()
    let before = stack
    try stack.replace(with: before.routes.map(\.route))
    #expect(stack == before)
  }

  @Test("replacing with fewer routes removes those above, keeping the rest")
  func shorter() throws {
    var stack = try popped()
    try stack.replace(with: [.root(.home), .push(.list([]))])
    #expect(rawIDs(stack) == [0, 1])
    #expect(stack.nextID == 5)
    #expect(!stack.contains(2))
  }

  @Test("a custom predicate keeps identities of routes that are the same case, taking new values")
  func customPredicate() throws {
    var stack = try popped()
    try stack.replace(
      with: [.root(.home), .push(.list([7])), .push(.detail(8))],
      keepingIdentityWhile: { ScreenKind(of: $0) == ScreenKind(of: $1) })
    #expect(rawIDs(stack) == [0, 1, 2])
    #expect(stack.routes.map(\.screen) == [.home, .list([7]), .detail(8)])
    #expect(stack.nextID == 5)
  }

  @Test("the predicate does not override a style change")
  func predicateCannotKeepStyleChange() throws {
    var stack = try popped()
    try stack.replace(
      with: [.root(.home), .cover(.list([]))], keepingIdentityWhile: { _, _ in true })
    #expect(rawIDs(stack) == [0, 5])
  }

  @Test(
    "replacement routes that do not form a stack are refused, saying why",
    arguments: [
      ([], "no routes"),
      ([.push(.home)], "first route"),
      ([.root(.home), .root(.list([]))], "only the first"),
      ([.root(.home), .sheet(.list([])), .push(.detail(1))], "no navigation"),
      ([.root(.home, embedsNavigation: false), .push(.detail(1))], "no navigation"),
    ] as [([Route<TestScreen>], String)])
  func invalidRoutes(routes: [Route<TestScreen>], phrase: String) throws {
    let stack = try popped()
    for keepingCase in [false, true] {
      let error = refusal(of: stack) {
        if keepingCase {
          try $0.replace(with: routes, keepingIdentityWhile: { _, _ in true })
        } else {
          try $0.replace(with: routes)
        }
      }
      guard case .invalidRoutes(let reason) = error else {
        Issue.record("expected invalidRoutes, got \(String(describing: error))")
        continue
      }
      #expect(reason.contains(phrase), "\(reason)")
    }
  }
}

@Suite("Replacing while keeping screens")
struct RouteStackKeepingScreensTests {
  /// A screen whose `detail` a link does not carry.
  struct Page: Equatable {
    var name: String
    var detail = ""
  }

  @Test("routes that stay keep their identities and the screen state a link does not carry")
  func keepsScreensOfTheSharedBottomRun() throws {
    var stack = RouteStack(root: Page(name: "list", detail: "scrolled"))
    stack.push(Page(name: "a", detail: "typed"))
    stack.push(Page(name: "b", detail: "kept?"))
    let ids = stack.routes.map(\.id)
    try stack.replace(
      with: [.root(Page(name: "list")), .push(Page(name: "a")), .push(Page(name: "c"))],
      keepingScreensWhile: { $0.name == $1.name })
    #expect(stack.routes.map(\.screen.name) == ["list", "a", "c"])
    #expect(stack.routes.map(\.screen.detail) == ["scrolled", "typed", ""])
    #expect(Array(stack.routes.map(\.id).prefix(2)) == Array(ids.prefix(2)))
    #expect(stack.routes[2].id != ids[2])
  }

  @Test("the same routes again change nothing at all")
  func sameRoutesChangeNothing() throws {
    var stack = RouteStack(root: Page(name: "list", detail: "x"))
    stack.presentSheet(Page(name: "a", detail: "y"), embedsNavigation: true)
    let before = stack
    try stack.replace(
      with: [.root(Page(name: "list")), .sheet(Page(name: "a"), embedsNavigation: true)],
      keepingScreensWhile: { $0.name == $1.name })
    #expect(stack.routes == before.routes)
    #expect(stack.nextID == before.nextID)
  }

  @Test("invalid routes are refused and the stack is unchanged")
  func invalidRoutesChangeNothing() throws {
    var stack = RouteStack(root: Page(name: "list"))
    let before = stack.routes
    #expect(throws: NavigationError.self) {
      try stack.replace(with: [.push(Page(name: "a"))], keepingScreensWhile: { _, _ in true })
    }
    #expect(stack.routes == before)
  }
}

@Suite("Merging routes that stay")
struct RouteStackMergingTests {
  @Test("merging gives the routes replacing would make, and leaves the stack as it was")
  func mergingIsWhatReplacingMakes() throws {
    var stack = RouteStack(root: "list:scrolled")
    stack.push("a:typed")
    stack.push("b:kept?")
    let before = stack
    let newRoutes: [Route<String>] = [.root("list:"), .push("a:"), .push("c:")]
    let sameName: (String, String) -> Bool = {
      $0.prefix(while: { $0 != ":" }) == $1.prefix(while: { $0 != ":" })
    }
    let merged = stack.merging(newRoutes, keepingScreensWhile: sameName)
    #expect(merged.map(\.screen) == ["list:scrolled", "a:typed", "c:"])
    #expect(stack == before)
    try stack.replace(with: newRoutes, keepingScreensWhile: sameName)
    #expect(stack.routes.map(\.screen) == merged.map(\.screen))
  }
}
