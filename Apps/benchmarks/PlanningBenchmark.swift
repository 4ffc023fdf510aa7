import Navigation

/// Measures transition planning between two stacks that share their bottom half: the cost per
/// route should not grow with the size of the stacks.
struct PlanningBenchmark {
  let size: Int

  /// Two stacks of `size` routes: the same bottom half, then different sheets and pushes.
  func makeStacks() -> (RouteStack<Int>, RouteStack<Int>) {
    var source = RouteStack(root: 0)
    _ = source.push(contentsOf: 1..<(size / 2))
    var target = source
    for value in 0..<(size / 2) {
      if value % 10 == 0 {
        _ = source.presentSheet(value, embedsNavigation: true)
        _ = target.presentCover(value + 1, embedsNavigation: true)
      } else {
        _ = source.push(value)
        _ = target.push(value + 1)
      }
    }
    return (source, target)
  }

  /// Nanoseconds per route of the two stacks, and the number of transitions planned.
  func measure() -> (nanosecondsPerRoute: Double, transitions: Int) {
    let (source, target) = makeStacks()
    var transitions = 0
    let runs = max(1, 2_000_000 / size)
    let nanoseconds = bestOf(3) {
      for _ in 0..<runs { transitions = source.plan(to: target).transitions.count }
    }
    return (nanoseconds / Double(runs) / Double(source.count + target.count), transitions)
  }
}
