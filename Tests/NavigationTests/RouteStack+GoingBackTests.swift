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
}
