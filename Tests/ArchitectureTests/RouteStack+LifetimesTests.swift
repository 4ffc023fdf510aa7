import Navigation
import Testing

@testable import Architecture

/// Naming the routes that left a stack from a mark taken before the update.
struct RouteStackLifetimesTests {
  func stack(depth: Int) throws -> RouteStack<Int> {
    var stack = RouteStack(root: 0)
    stack.push(contentsOf: 1..<depth)
    return stack
  }

  @Test func popsNameTheRoutesAboveTheNewTop() throws {
    var stack = try stack(depth: 6)
    let mark = stack.lifetimeMark
    stack.pop(3)
    #expect(mark.departedRoutes(keeping: stack) == 3...5)
  }

  @Test func popThenPushInOneUpdateNamesOnlyTheOldRoutes() throws {
    var stack = try stack(depth: 4)
    let mark = stack.lifetimeMark
    stack.pop(2)
    stack.push(contentsOf: [7, 8, 9])
    #expect(mark.departedRoutes(keeping: stack) == 2...3)
  }

  @Test func pushesAloneNameNothing() throws {
    var stack = try stack(depth: 2)
    let mark = stack.lifetimeMark
    stack.push(5)
    stack.presentSheet(6)
    #expect(mark.departedRoutes(keeping: stack) == nil)
  }

  @Test func anUnrelatedStackNamesEveryOldRoute() throws {
    var stack = try stack(depth: 5)
    let mark = stack.lifetimeMark
    stack = RouteStack(root: 0)
    #expect(mark.departedRoutes(keeping: stack) == 0...4)
  }

  @Test func replacingKeepsThePrefixAndNamesTheRest() throws {
    var stack = try stack(depth: 5)
    let mark = stack.lifetimeMark
    try stack.replace(with: [.root(0), .push(1), .push(42)])
    #expect(mark.departedRoutes(keeping: stack) == 2...4)
  }
}
