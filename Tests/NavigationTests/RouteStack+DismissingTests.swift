import Testing

@testable import Navigation

@Suite("RouteStack+Dismissing")
struct RouteStackDismissingTests {
  /// home > list > [sheet with navigation] > detail(1) > [cover with navigation] > detail(2)
  private func layered() throws -> TestStack {
    try makeStack(
      .push(.list([])), .sheet(.settings(name: "a"), embedsNavigation: true), .push(.detail(1)),
      .cover(.settings(name: "b"), embedsNavigation: true), .push(.detail(2)))
  }

  @Test("dismiss removes the top presentation with the pushes on top of it")
  func dismissOne() throws {
    var stack = try layered()
    stack.dismiss()
    #expect(rawIDs(stack) == [0, 1, 2, 3])
    #expect(stack.presentationCount == 1)
  }

  @Test("dismiss(2) removes two layers and keeps the pushes of the layer below")
  func dismissTwo() throws {
    var stack = try layered()
    stack.dismiss(2)
    #expect(rawIDs(stack) == [0, 1])
    #expect(stack.presentationCount == 0)
    expectConsistent(stack)
  }

  @Test("dismissing 0 changes nothing")
  func dismissZero() throws {
    var stack = try layered()
    let before = stack
    stack.dismiss(0)
    #expect(stack == before)
  }

  @Test("dismissing more layers than are presented is refused")
  func dismissTooMany() throws {
    let error = refusal(of: try layered()) { try $0.checkedDismiss(3) }
    #expect(error == .notEnoughPresentations(requested: 3, available: 2))
    let pushesOnly = try makeStack(.push(.list([])))
    let none = refusal(of: pushesOnly) { try $0.checkedDismiss(1) }
    #expect(none == .notEnoughPresentations(requested: 1, available: 0))
  }

  @Test("dismissing a negative count is refused")
  func dismissNegative() throws {
    #expect(refusal(of: try layered()) { try $0.checkedDismiss(-1) } == .negativeCount(-1))
  }

  @Test("dismissAll leaves the root's navigation with its pushes")
  func dismissAll() throws {
    var stack = try layered()
    stack.dismissAll()
    #expect(rawIDs(stack) == [0, 1])
    #expect(stack.nextID == 6)
  }

  @Test("dismissAll with nothing presented does nothing")
  func dismissAllWithoutPresentations() throws {
    var stack = try makeStack(.push(.list([])), .push(.detail(1)))
    let before = stack
    stack.dismissAll()
    #expect(stack == before)
  }
}
