// Over 200 lines: the sample features the test-support tests run, each with the one kind of effect
// a test store must handle; splitting them would scatter one fixture.

import Architecture
import ArchitectureTesting
import Dispatch
import EnumPaths
import Navigation
import Testing

/// A counter screen with one of each kind of effect a test store must handle: work that sleeps
/// and sends back, a cancellable timer, an immediate delegate action and a report.
struct Counter: Reducer {
  /// What the screen shows.
  struct State: Equatable, Sendable {
    /// Raised by taps and by the delayed increment.
    var count = 0
    /// Raised by the timer, apart from `count`, so that tests can tell the two effects apart.
    var secondsElapsed = 0
    /// Whether the timer is on.
    var isTimerRunning = false
  }

  /// Everything that can happen to the counter.
  enum Action: Equatable, Sendable {
    /// Raises the count at once.
    case incrementTapped
    /// Raises the count one second later, through `tick`.
    case delayedIncrementTapped
    /// The delayed increment came due.
    case tick
    /// Starts a timer that sends `timerTicked` every second.
    case timerStartTapped
    /// A second passed on the timer.
    case timerTicked
    /// Stops the timer.
    case timerStopTapped
    /// Tells whoever shows the counter its count.
    case shareTapped
    /// Lowers the count; at 0 it is refused and reported.
    case decrementTapped
    /// Events for the parent.
    case delegate(Delegate)
  }

  /// Events the counter reports upward; it never names its parent.
  enum Delegate: Equatable, Sendable {
    /// The user shared this count.
    case countShared(Int)
  }

  /// The identity of the timer's work, so that stopping it cancels nothing else.
  enum CancelID: Hashable, Sendable {
    /// The repeating timer.
    case timer
  }

  /// Injected so that a test decides when the delay and the timer fire.
  let clock: any Clock<Duration>

  /// The counter's logic.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped, .tick:
      state.count += 1
      return .none
    case .delayedIncrementTapped:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .timerStartTapped:
      state.isTimerRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .timerTicked:
      state.secondsElapsed += 1
      return .none
    case .timerStopTapped:
      state.isTimerRunning = false
      return .cancel(id: CancelID.timer)
    case .shareTapped:
      return .send(.delegate(.countShared(state.count)))
    case .decrementTapped:
      guard state.count > 0 else { return .report("the count cannot go below 0; it stays 0") }
      state.count -= 1
      return .none
    case .delegate:
      return .none
    }
  }
}

/// A coordinator of counters in a route stack: the smallest composition that gives effects a
/// route lifetime, turns a screen's dismiss request into a pop, and reports actions for routes
/// that have left.
struct Counters: Reducer {
  /// The stack of counters and what they shared.
  struct State: Equatable {
    /// The counters, the root one first.
    var routes = RouteStack(root: Counter.State())
    /// Every count a counter shared, oldest first.
    var sharedCounts: [Int] = []
  }

  /// The coordinator's own events and its screens' actions.
  enum Action: Equatable, Sendable {
    /// Pushes a new counter.
    case addTapped
    /// An action of one counter in the stack.
    case routes(StackAction<Counter.State, Counter.Action>)
  }

  /// How `forEachRoute` reaches the screens' actions.
  static let routesAction = CasePath<Action, StackAction<Counter.State, Counter.Action>>(
    Action.routes
  ) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  /// Passed to every counter.
  let clock: any Clock<Duration>

  /// Keeps shared counts; a pushed counter closes once it has shared, so that one tap starts a
  /// chain of two immediate actions.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce<State, Action> { state, action in
      switch action {
      case .addTapped:
        _ = state.routes.push(Counter.State())
        return .none
      case .routes(.screen(let id, .delegate(.countShared(let count)))):
        state.sharedCounts.append(count)
        return id == state.routes.root.id ? .none : .send(.routes(.close(id)))
      case .routes:
        return .none
      }
    }
    .forEachRoute(\.routes, action: Self.routesAction) { Counter(clock: clock) }
    .reduce(into: &state, action: action)
  }
}

/// A feature whose first action sends two actions at once, the first of which sends a third:
/// the shape where reducing in the order sent and reducing depth-first disagree.
struct Relay: Reducer {
  /// The actions reduced, in order.
  struct State: Equatable {
    /// Each action's name as it was reduced.
    var reduced: [String] = []
  }

  /// The relay's steps.
  enum Action: Equatable, Sendable {
    /// Sends `first` and `second` at once.
    case started
    /// Sends `third` at once.
    case first
    /// Sends nothing.
    case second
    /// Sends nothing.
    case third
  }

  /// Records the action and passes the relay on.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.reduced.append("\(action)")
    switch action {
    case .started: return .merge(.send(.first), .send(.second))
    case .first: return .send(.third)
    case .second, .third: return .none
    }
  }
}

/// Records what concurrent tasks did, in order, for a test to read after the clock moved.
final class Log<Entry: Sendable>: Sendable {
  /// Locked, because the tasks that write and the test that reads run on different threads.
  private let storage = Locked<[Entry]>([])

  /// Adds an entry from any task.
  func append(_ entry: Entry) {
    storage.withLock { $0.append(entry) }
  }

  /// The entries so far.
  var entries: [Entry] { storage.withLock { $0 } }
}

/// Runs `body`, which must record at least one issue, and requires each issue it records to
/// contain every fragment: a failure path is only proven when it fails for the right reason.
@MainActor
func expectFailure(
  containing fragments: String...,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return fragments.allSatisfy { text.contains($0) }
  }
}

/// Blocks the calling thread for `duration`, as a machine too busy to run it would: the work
/// is held up without suspending, so nothing but waiting for it can tell it apart from work
/// that is simply slow.
func holdThread(for duration: Duration) {
  _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(duration.milliseconds))
}

extension Duration {
  /// The whole milliseconds in this duration.
  fileprivate var milliseconds: Int {
    Int(components.seconds) * 1_000 + Int(components.attoseconds / 1_000_000_000_000_000)
  }
}

/// A gate a job can wait at, blocking its thread, until the test opens it: a job that, as far
/// as anything watching the executor can tell, never ends.
final class Gate: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)

  /// Blocks until ``open()``.
  func waitUntilOpen() {
    semaphore.wait()
  }

  /// Lets the waiting job go on.
  func open() {
    semaphore.signal()
  }
}
