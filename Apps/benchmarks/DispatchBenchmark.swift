import Architecture
import EnumPaths
import Navigation

/// Measures one action dispatched to the top screen through three nested coordinators, and the
/// same state change written by hand.
@MainActor
struct DispatchBenchmark {
  let depth: Int
  let elements: Int

  /// The state with `depth` routes at each level and `elements` numbers on the top screen.
  func makeState() -> Outer.State {
    let numbers = Numbers.State(values: Array(repeating: 0, count: elements))
    let inner = Inner.state(depth: depth, top: numbers)
    let middle = Middle.state(depth: depth, top: inner)
    return Outer.state(depth: depth, top: middle)
  }

  /// The action that reaches the top screen of the innermost coordinator.
  func action(for state: Outer.State) -> Outer.Action {
    let outerTop = state.routes.top.id
    guard case .child(let middle) = state.routes.top.screen,
      case .child(let inner) = middle.routes.top.screen
    else { return .routes(.close(outerTop)) }
    let leaf = Inner.Action.routes(.screen(inner.routes.top.id, .child(.incrementTapped)))
    let mid = Middle.Action.routes(.screen(middle.routes.top.id, .child(leaf)))
    return .routes(.screen(outerTop, .child(mid)))
  }

  /// Nanoseconds per action through a store.
  func measureStore(iterations: Int) -> (nanoseconds: Double, counter: Int) {
    let state = makeState()
    let action = action(for: state)
    let store = Store(initialState: state, reducer: Outer())
    let nanoseconds =
      bestOf(2) {
        for _ in 0..<iterations { store.send(action) }
      } / Double(iterations)
    return (nanoseconds, counter(in: store.state))
  }

  /// Nanoseconds per change written by hand: the same nesting, mutated in place, no store.
  func measureByHand(iterations: Int) -> (nanoseconds: Double, counter: Int) {
    var state = makeState()
    let middleCase = Outer.screenChild
    let innerCase = Middle.screenChild
    let numbersCase = Inner.screenChild
    let nanoseconds =
      bestOf(2) {
        for _ in 0..<iterations {
          let outerTop = state.routes.top.id
          state.routes.modifyScreen(id: outerTop) { screen in
            middleCase.modify(&screen) { middle in
              let middleTop = middle.routes.top.id
              middle.routes.modifyScreen(id: middleTop) { screen in
                innerCase.modify(&screen) { inner in
                  let innerTop = inner.routes.top.id
                  inner.routes.modifyScreen(id: innerTop) { screen in
                    numbersCase.modify(&screen) { numbers in
                      numbers.counter += 1
                      numbers.values[0] &+= 1
                    }
                  }
                }
              }
            }
          }
        }
      } / Double(iterations)
    return (nanoseconds, counter(in: state))
  }

  /// The counter the actions incremented, read back so that the work cannot be optimised away.
  func counter(in state: Outer.State) -> Int {
    guard case .child(let middle) = state.routes.top.screen,
      case .child(let inner) = middle.routes.top.screen,
      case .child(let numbers) = inner.routes.top.screen
    else { return -1 }
    return numbers.counter
  }
}

/// The fastest of `runs` timings of `body`, in nanoseconds: the least disturbed by the machine.
func bestOf(_ runs: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var best = Duration.seconds(1_000_000)
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    best = min(best, elapsed)
  }
  let (seconds, attoseconds) = best.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
