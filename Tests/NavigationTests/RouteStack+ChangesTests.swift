import ArchitectureTesting
import Navigation
import Testing

@Suite("RouteStack+Changes")
struct RouteStackChangesTests {
  @Test("nothing changed since the current revision: every route kept, none modified")
  func nothingChanged() throws {
    var stack = TestStack(root: .home)
    stack.push(.detail(1))
    let changes = stack.changes(since: stack.revision)
    #expect(changes == RouteStackChanges(keptCount: 2, modifiedPositions: []))
  }

  @Test("pops and pushes since keep the routes below the lowest removal")
  func popsAndPushes() throws {
    var stack = TestStack(root: .home)
    stack.push(contentsOf: [.detail(1), .detail(2), .detail(3)])
    let shown = stack.revision
    stack.goBack(2)
    stack.push(.detail(9))
    stack.presentSheet(.home)
    #expect(
      stack.changes(since: shown) == RouteStackChanges(keptCount: 2, modifiedPositions: []))
  }

  @Test("screens changed in place are named by position, once, below what was kept")
  func screensModified() throws {
    var stack = TestStack(root: .home)
    let ids = stack.push(contentsOf: [.detail(1), .detail(2), .detail(3)])
    let shown = stack.revision
    stack.modifyScreen(id: ids[2]) { $0 = .detail(30) }
    stack.modifyScreen(id: ids[0]) { $0 = .detail(10) }
    stack.modifyScreen(id: ids[0]) { $0 = .detail(11) }
    #expect(
      stack.changes(since: shown) == RouteStackChanges(keptCount: 4, modifiedPositions: [1, 3]))
    stack.goBack()
    #expect(
      stack.changes(since: shown) == RouteStackChanges(keptCount: 3, modifiedPositions: [1]))
  }

  @Test("a copy that went its own way does not pass for a descendant of the other")
  func divergedCopies() throws {
    var first = TestStack(root: .home)
    let parted = first.revision
    var second = first
    first.push(.detail(1))
    second.push(.detail(2))
    #expect(second.changes(since: first.revision) == nil)
    #expect(first.changes(since: second.revision) == nil)
    // Both still descend from where they parted.
    let pushed = RouteStackChanges(keptCount: 1, modifiedPositions: [])
    #expect(first.changes(since: parted) == pushed)
    #expect(second.changes(since: parted) == pushed)
  }

  @Test("a version further back than the history reaches cannot be told, and says so")
  func historyTooLong() throws {
    var stack = TestStack(root: .home)
    let shown = stack.revision
    for number in 0..<100 { stack.push(.detail(number)) }
    #expect(stack.changes(since: shown) == nil)
    let recent = stack.revision
    stack.goBack()
    #expect(stack.changes(since: recent)?.keptCount == 100)
  }

  @Test("whatever random operations did, what the changes call kept and unmodified is unchanged")
  func randomOperationsAreDescribedTruly() {
    let base = PropertySeed.base(default: 0xC0FF_EE07)
    var told = 0
    for index in 0..<1_000 {
      var rng = SeededRandom(seed: PropertySeed.forCase(index, base: base))
      let before = rng.stack(operations: 0...10)
      var after = before
      rng.operate(on: &after, count: 0...6)
      guard let changes = after.changes(since: before.revision) else { continue }
      told += 1
      let context: Comment = "NAVIGATION_SEED=\(base), case \(index): \(changes)"
      #expect(changes.keptCount <= min(before.count, after.count), context)
      for position in 0..<changes.keptCount {
        let (old, new) = (before.routes[position], after.routes[position])
        #expect(old.id == new.id && old.style == new.style, context)
        if !changes.modifiedPositions.contains(position) {
          #expect(old.screen == new.screen, context)
        }
      }
    }
    #expect(told > 900)
  }
}
