import Architecture
import Foundation
import LineRuntime
import Navigation
import NumberDetailFeature
import NumbersCoordinator
import NumbersListFeature
import Presentation

/// Measures what one line of `numbers` costs, in time and bytes of output, with the stack at a
/// given size: freshly opened there, or restored from a saved state. The lines are those of
/// ordinary use on a detail (push, change, pop, help, a typo), which keep the stack within
/// one route of where it started.
@MainActor
struct LineCostBenchmark {
  /// What one line cost.
  struct Cost {
    var microseconds: Double
    var bytes: Double
  }

  static let cycle = ["double", "increment", "back", "decrement", "help", "selct 2"]

  /// A state of `routes` routes: the list, a sheet, and details up to the size.
  static func state(routes: Int) throws -> NumbersCoordinator.State {
    var stack = RouteStack<NumbersCoordinator.Screen>(root: .list(NumbersList.State()))
    stack.presentSheet(.detail(NumberDetail.State(number: 3)), embedsNavigation: true)
    stack.push(
      contentsOf: repeatElement(.detail(NumberDetail.State(number: 3)), count: routes - 2))
    return NumbersCoordinator.State(routes: stack)
  }

  /// The cost of `lines` lines on a state of `routes` routes; `restored` first saves the state
  /// and reads it back, as `--state` does on start.
  static func measure(routes: Int, lines: Int, restored: Bool) throws -> Cost {
    var state = try state(routes: routes)
    if restored {
      let data = try JSONEncoder().encode(state)
      state = try JSONDecoder().decode(NumbersCoordinator.State.self, from: data)
    }
    var written = 0
    let session = LineSession<NumbersCoordinator>(
      store: Store(initialState: state, reducer: NumbersCoordinator()),
      write: { written += $0.utf8.count })
    session.start()
    written = 0
    let start = ContinuousClock.now
    for index in 0..<lines { session.handle(cycle[index % cycle.count]) }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    return Cost(
      microseconds: seconds * 1_000_000 / Double(lines), bytes: Double(written) / Double(lines))
  }
}
