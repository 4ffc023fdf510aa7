import Architecture
import Navigation
import Testing

/// A stack reached by a key path is changed in place, and the body's result comes back.
struct ReachingKeyPathTests {
  struct Holder {
    var stack = RouteStack<String>(root: "root")
  }

  @Test func theBodyChangesTheStackAtTheKeyPath() {
    let reach = ReachingKeyPath(\Holder.stack)
    var holder = Holder()
    let pushed = reach.withRoutes(of: &holder) { $0.push("detail") }
    #expect(pushed == RouteID(1))
    #expect(holder.stack.routes.map(\.screen) == ["root", "detail"])
  }

  @Test func aReadLeavesTheStackAsItWas() {
    let reach = ReachingKeyPath(\Holder.stack)
    var holder = Holder()
    #expect(reach.withRoutes(of: &holder) { $0.count } == 1)
    #expect(holder.stack == RouteStack(root: "root"))
  }
}
