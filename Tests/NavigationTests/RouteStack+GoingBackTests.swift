import Testing

@testable import Navigation

@Suite("RouteStack+GoingBack")
struct RouteStackGoingBackTests {
  /// home > list > [sheet settings with navigation] > detail(1) > [cover detail(2)]
  private func layered() throws -> TestStack {
    try makeStack(
      .push(.list([])), .sheet(.settings(name: "a"), embedsNavigation: true),
      .push(.detail(1)), .cover(.detail(2)))
  }

  @Test("back removes the top route whether it is a push or a presentation")
  func backOnce() throws {
    var stack = try layered()
    stack.goBack()
    #expect(rawIDs(stack) == [0, 1, 2, 3])
    stack.goBack()
    #expect(rawIDs(stack) == [0, 1, 2])
    stack.goBack()
    #expect(rawIDs(stack) == [0, 1])
    #expect(stack.presentationCount == 0)
  }

  @Test("going back across a sheet removes the pushes inside it first, then the sheet")
  func backAcrossLayers() throws {
    var stack = try layered()
    stack.goBack(3)
    #expect(rawIDs(stack) == [0, 1])
  }

  @Test("going back 0 changes nothing")
  func backZero() throws {
    var stack = try layered()
    let before = stack
    stack.goBack(0)
    #expect(stack == before)
  }

  @Test("going back past the root is refused, as far as it would remove the root")
  func backPastRoot() throws {
    let stack = try layered()
    #expect(
      refusal(of: stack) { try $0.checkedGoBack(5) }
        == .cannotGoBackPastRoot(requested: 5, available: 4))
    #expect(
      refusal(of: stack) { try $0.checkedGoBack(9) }
        == .cannotGoBackPastRoot(requested: 9, available: 4))
    let root = TestStack(root: .home)
    #expect(
      refusal(of: root) { try $0.checkedGoBack(1) }
        == .cannotGoBackPastRoot(requested: 1, available: 0))
  }

  @Test("going back a negative count is refused")
  func backNegative() throws {
    #expect(refusal(of: try layered()) { try $0.checkedGoBack(-1) } == .negativeCount(-1))
  }

  @Test("goBackTo(id:) dismisses every layer above the route")
  func backToIdentity() throws {
    var stack = try layered()
    stack.goBackTo(id: 1)
    #expect(rawIDs(stack) == [0, 1])
    stack.goBackTo(id: 1)
    #expect(rawIDs(stack) == [0, 1])
  }

  @Test("goBackTo(id:) with an identity that left or never was is refused")
  func backToUnknownIdentity() throws {
    var stack = try layered()
    stack.goBack()
    #expect(
      refusal(of: stack) { try $0.checkedGoBackTo(id: 4) } == .unknownRoute(4))
    #expect(
      refusal(of: stack) { try $0.checkedGoBackTo(id: 99) } == .unknownRoute(99))
  }

  @Test("goBackTo(where:) stops at the topmost matching screen, across presentations")
  func backToMatch() throws {
    var stack = try makeStack(
      .push(.detail(1)), .sheet(.list([]), embedsNavigation: true), .push(.detail(2)),
      .push(.settings(name: "a")))
    stack.goBackTo { if case .detail = $0 { true } else { false } }
    #expect(rawIDs(stack) == [0, 1, 2, 3])
    stack.goBackTo { $0 == .detail(1) }
    #expect(rawIDs(stack) == [0, 1])
  }

  @Test("goBackTo(where:) with no matching screen is refused")
  func backToNoMatch() throws {
    let stack = try layered()
    #expect(refusal(of: stack) { try $0.checkedGoBackTo { $0 == .detail(9) } } == .noMatchingRoute)
  }

  @Test("goBackTo a case path stops at the topmost screen of that case")
  func backToCase() throws {
    var stack = try makeStack(
      .push(.list([1])), .cover(.detail(1), embedsNavigation: true), .push(.list([2])),
      .push(.detail(2)))
    stack.goBackTo(TestScreen.Cases.list)
    #expect(stack.top.screen == .list([2]))
    stack.goBackTo(TestScreen.Cases.home)
    #expect(rawIDs(stack) == [0])
    #expect(
      refusal(of: stack) { try $0.checkedGoBackTo(where: TestScreen.Cases.settings.matches) }
        == .noMatchingRoute)
  }

  @Test("goBackToRoot removes everything above the root, and at the root does nothing")
  func backToRoot() throws {
    var stack = try layered()
    let nextID = stack.nextID
    stack.goBackToRoot()
    #expect(rawIDs(stack) == [0])
    #expect(stack.nextID == nextID)
    let atRoot = stack
    stack.goBackToRoot()
    #expect(stack == atRoot)
    expectConsistent(stack)
  }
}
