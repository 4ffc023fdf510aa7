import Testing

@testable import Navigation

@Suite("RouteStack+Popping")
struct RouteStackPoppingTests {
  /// home > list > detail(1) > [sheet settings with navigation] > detail(2) > detail(3)
  private func layered() throws -> TestStack {
    try makeStack(
      .push(.list([])), .push(.detail(1)), .sheet(.settings(name: "a"), embedsNavigation: true),
      .push(.detail(2)), .push(.detail(3)))
  }

  @Test("pop removes the top pushes of the current navigation")
  func pop() throws {
    var stack = try makeStack(.push(.list([])), .push(.detail(1)), .push(.detail(2)))
    stack.pop()
    #expect(rawIDs(stack) == [0, 1, 2])
    stack.pop(2)
    #expect(rawIDs(stack) == [0])
  }

  @Test("popping 0 changes nothing")
  func popZero() throws {
    var stack = try layered()
    let before = stack
    stack.pop(0)
    #expect(stack == before)
  }

  @Test("pop inside a sheet does not cross the presentation")
  func popStopsAtPresentation() throws {
    var stack = try layered()
    let error = refusal(of: stack) { try $0.checkedPop(3) }
    #expect(error == .notEnoughPushes(requested: 3, available: 2))
    stack.pop(2)
    #expect(rawIDs(stack) == [0, 1, 2, 3])
  }

  @Test("pop with a presentation on top has nothing to pop")
  func popOnPresentation() throws {
    let stack = try makeStack(.push(.list([])), .cover(.detail(1)))
    #expect(
      refusal(of: stack) { try $0.checkedPop(1) } == .notEnoughPushes(requested: 1, available: 0))
  }

  @Test("popping a negative count is refused")
  func popNegative() throws {
    #expect(refusal(of: try layered()) { try $0.checkedPop(-2) } == .negativeCount(-2))
  }

  @Test("popTo(id:) reaches a push or the root of the current navigation")
  func popToIdentity() throws {
    var stack = try layered()
    stack.popTo(id: 4)
    #expect(rawIDs(stack) == [0, 1, 2, 3, 4])
    stack.popTo(id: 3)
    #expect(rawIDs(stack) == [0, 1, 2, 3])
  }

  @Test("popTo(id:) of a route below the current navigation is refused: only a dismiss gets there")
  func popToBelowPresentation() throws {
    let stack = try layered()
    let error = refusal(of: stack) { try $0.checkedPopTo(id: 1) }
    #expect(error == .routeOutsideCurrentNavigation(1))
  }

  @Test("popTo(id:) with an unknown identity is refused")
  func popToUnknown() throws {
    #expect(
      refusal(of: try layered()) { try $0.checkedPopTo(id: 6) }
        == .unknownRoute(6))
  }

  @Test("popTo(where:) searches the current navigation only")
  func popToMatch() throws {
    var stack = try layered()
    #expect(refusal(of: stack) { try $0.checkedPopTo { $0 == .list([]) } } == .noMatchingRoute)
    stack.popTo { if case .detail = $0 { true } else { false } }
    #expect(rawIDs(stack) == [0, 1, 2, 3, 4, 5])
    stack.popTo { $0 == .detail(2) }
    #expect(rawIDs(stack) == [0, 1, 2, 3, 4])
  }

  @Test("popTo a case path stops at the topmost screen of that case in the current navigation")
  func popToCase() throws {
    var stack = try layered()
    #expect(
      refusal(of: stack) { try $0.checkedPopTo(where: TestScreen.Cases.list.matches) }
        == .noMatchingRoute)
    stack.popTo(TestScreen.Cases.settings)
    #expect(rawIDs(stack) == [0, 1, 2, 3])
  }

  @Test("popToRoot pops every push when nothing is presented")
  func popToRoot() throws {
    var stack = try makeStack(.push(.list([])), .push(.detail(1)))
    stack.popToRoot()
    #expect(rawIDs(stack) == [0])
    #expect(stack.nextID == 3)
  }

  @Test("popToRoot with a sheet open is refused: the root is outside the current navigation")
  func popToRootWithSheet() throws {
    let stack = try makeStack(.push(.list([])), .sheet(.detail(1)))
    #expect(
      refusal(of: stack) { try $0.checkedPopTo(id: $0.root.id) }
        == .routeOutsideCurrentNavigation(0))
  }

  @Test("dismissAll then popToRoot removes everything above the root, and at the root nothing")
  func everythingAboveTheRoot() throws {
    var stack = try layered()
    let nextID = stack.nextID
    stack.dismissAll()
    stack.popToRoot()
    #expect(rawIDs(stack) == [0])
    #expect(stack.nextID == nextID)
    let atRoot = stack
    stack.dismissAll()
    stack.popToRoot()
    #expect(stack == atRoot)
    expectConsistent(stack)
  }
}
