import Navigation
import Testing

/// An everyday operation asked where it cannot apply is a coordinator's bug: a debug build
/// stops there, with the message that says how to fix the decision.
@Suite("RouteStack misuse")
struct RouteStackMisuseTests {
  @Test("a push where the top layer has no navigation stops a debug build")
  func aPushWithoutNavigationStops() async {
    await #expect(processExitsWith: .failure) {
      var stack = RouteStack(root: 0, embedsNavigation: false)
      stack.push(1)
    }
  }

  @Test("popping more than the current navigation holds stops a debug build")
  func poppingTooMuchStops() async {
    await #expect(processExitsWith: .failure) {
      var stack = RouteStack(root: 0)
      stack.pop()
    }
  }

  @Test("a valid push and pop neither stop nor refuse: they return what they did")
  func validOperationsDoWhatTheySay() {
    var stack = RouteStack(root: 0)
    #expect(stack.push(1) == 1)
    stack.pop()
    #expect(stack.routes.map(\.screen) == [0])
  }
}
