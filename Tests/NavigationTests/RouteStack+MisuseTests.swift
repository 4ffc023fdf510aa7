import Testing

@testable import Navigation

/// An everyday operation asked where it cannot apply is a coordinator's bug: a debug build
/// stops there (`assertionFailure`, which a test process cannot survive, so the stop itself is
/// not run here), with the message of the refusal the checked operation gives. What the
/// everyday operations do when they apply is the checked operations' own work.
@Suite("RouteStack misuse")
struct RouteStackMisuseTests {
  @Test("a valid push and pop neither stop nor refuse: they return what they did")
  func validOperationsDoWhatTheySay() {
    var stack = RouteStack(root: 0)
    #expect(stack.push(1) == 1)
    stack.pop()
    #expect(stack.routes.map(\.screen) == [0])
  }

  @Test("the message a misuse stops with is the refusal's, with what to fix")
  func theStopSaysWhatToFix() {
    var stack = RouteStack(root: 0, embedsNavigation: false)
    let refusal = #expect(throws: NavigationError.self) { try stack.append(.push(1)) }
    #expect(refusal == .noNavigationToPushOnto(top: .root(embedsNavigation: false)))
    #expect(
      refusal?.description
        == "cannot push: the top layer (root) has no navigation; present a sheet or cover that "
        + "embeds navigation first")
    #expect(stack.count == 1)
  }
}
