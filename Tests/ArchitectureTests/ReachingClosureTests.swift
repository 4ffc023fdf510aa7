import Architecture
import Navigation
import Testing

/// A stack reached by a closure is changed in place, and the body's result comes back.
struct ReachingClosureTests {
  struct Holder {
    var stack = RouteStack<String>(root: "root")
  }

  @Test func theBodyChangesTheStackTheClosureHandsIt() {
    let reach = ReachingClosure<Holder, String> { holder, body in body(&holder.stack) }
    var holder = Holder()
    let pushed = reach.withRoutes(of: &holder) { $0.push("detail") }
    #expect(pushed == RouteID(1))
    #expect(holder.stack.routes.map(\.screen) == ["root", "detail"])
  }

  @Test func aScreenChangedThroughTheClosureIsNotCopiedAway() {
    let reach = ReachingClosure<Holder, String> { holder, body in body(&holder.stack) }
    var holder = Holder()
    let revision = holder.stack.revision
    _ = reach.withRoutes(of: &holder) { $0.modifyScreen(id: RouteID(0)) { $0 += "!" } }
    #expect(holder.stack.root.screen == "root!")
    #expect(holder.stack.routesChanged(since: revision) == [RouteID(0)])
  }
}
