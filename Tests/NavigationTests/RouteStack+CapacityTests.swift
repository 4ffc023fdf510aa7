import Foundation
import Navigation
import Testing

@Suite("RouteStack capacity")
struct RouteStackCapacityTests {
  /// A stack holding `count` routes: the root and pushes.
  static func stack(holding count: Int) throws -> TestStack {
    var stack = TestStack(root: .home)
    stack.push(contentsOf: repeatElement(.detail(1), count: count - 1))
    return stack
  }

  @Test("a full stack refuses one more route from outside, saying what to do, and is unchanged")
  func aFullStackRefusesOneMoreRouteFromOutside() throws {
    var stack = try Self.stack(holding: TestStack.capacity)
    #expect(stack.count == 10_000)
    let full = stack
    let error = NavigationError.full(capacity: TestStack.capacity)
    #expect(throws: error) { try stack.append(.push(.home)) }
    #expect(throws: error) { try stack.append(.sheet(.home)) }
    #expect(throws: error) { try stack.append(.cover(.home, embedsNavigation: true)) }
    #expect(stack == full)
    #expect(
      error.description == "the stack holds at most 10000 routes; go back before going further")
    stack.goBack()
    #expect(try stack.append(.sheet(.home)) == 10_000)
  }

  @Test(
    "a coordinator's own push is not bounded by the value: the bound is kept where decisions apply")
  func everydayPushesAreNotBoundedByTheValue() throws {
    var stack = try Self.stack(holding: TestStack.capacity)
    #expect(stack.push(.home) == 10_000)
    #expect(stack.presentSheet(.home) == 10_001)
    #expect(stack.count == TestStack.capacity + 2)
  }

  @Test("several routes that would overfill the stack are refused all together")
  func severalRoutesAreAllOrNothing() throws {
    var stack = try Self.stack(holding: TestStack.capacity - 2)
    let before = stack
    #expect(throws: NavigationError.full(capacity: 10_000)) {
      try stack.append(contentsOf: [.push(.home), .push(.home), .push(.home)])
    }
    #expect(stack == before)
    try stack.append(contentsOf: [.push(.home), .push(.home)])
    #expect(stack.count == TestStack.capacity)
  }

  @Test("routes beyond the capacity do not form a stack, whether given, replaced or decoded")
  func tooManyRoutesAreNoStack() throws {
    let routes = (0...TestStack.capacity).map { position in
      IdentifiedRoute(
        id: RouteID(position), style: position == 0 ? .root(embedsNavigation: true) : .push,
        screen: TestScreen.home)
    }
    let error = NavigationError.full(capacity: TestStack.capacity)
    #expect(throws: error) { try TestStack(routes: routes, nextID: RouteID(routes.count)) }
    var stack = TestStack(root: .home)
    #expect(throws: error) {
      try stack.replace(with: routes.map(\.route), keepingIdentityWhile: { _, _ in true })
    }
    // A full stack's file with one more push on top.
    let full = try Self.stack(holding: TestStack.capacity)
    let file = try JSONEncoder().encode(full)
    var object = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
    var saved = try #require(object["routes"] as? [[String: Any]])
    var extra = try #require(saved.last)
    extra["id"] = TestStack.capacity
    saved.append(extra)
    object["routes"] = saved
    object["nextID"] = TestStack.capacity + 1
    let json = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TestStack.self, from: json) }
  }
}
