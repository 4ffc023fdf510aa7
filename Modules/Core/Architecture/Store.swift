/// The single owner of an app's state: it runs the reducer for each action and the effects it
/// returns, whose actions come back through ``send(_:)``.
///
/// Actions an effect sends at once (``Effect/send(_:)``) are reduced in order before `send`
/// returns; asynchronous work delivers its actions later on the main actor, unless cancelled.
@MainActor
public final class Store<State, Action> {
  /// The current state.
  @inlinable public var state: State { currentState }
  @usableFromInline var currentState: State
  /// Called with every reduced action and the state after it, for tracing. A line session
  /// replaces it on `LineSession.start()`; a host that also traces does so from its reducer.
  public var onAction: ((Action, State) -> Void)? {
    get { actionHook }
    set { actionHook = newValue }
  }
  @usableFromInline var actionHook: ((Action, State) -> Void)?
  /// Called with every report: actions for routes that left, failed effects, a root asked to
  /// close. The store does no I/O: it drops reports until a front end sets this.
  public var onReport: (String) -> Void = { _ in }
  /// Called after an action from asynchronous work is reduced, to show what it changed.
  public var onAsynchronousUpdate: (() -> Void)?

  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  private let runtime: EffectRuntime<Action>
  // Unchecked: accesses are short, on the main actor, and never overlap (Docs/Performance.md).
  @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
  @exclusivity(unchecked) @usableFromInline var isReducing = false

  /// A store holding `initialState`, run by `reducer`, its effects on `effectExecutor` (`nil`
  /// for the global concurrent one). Tests pass a test clock's executor, so that advancing the
  /// clock waits for the work it wakes.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R,
    effectExecutor: (any TaskExecutor)? = nil
  ) where R.State == State, R.Action == Action {
    // Built here, in the caller's module, for the reason Docs/Performance.md gives.
    self.init(initialState: initialState, effectExecutor: effectExecutor) {
      reducer.reduce(into: &$0, action: $1)
    }
  }

  /// A store holding `initialState`, run by a reducer written as a closure.
  public init(
    initialState: State,
    effectExecutor: (any TaskExecutor)? = nil,
    reduce: @escaping (inout State, Action) -> Effect<Action>
  ) {
    currentState = initialState
    self.reduce = reduce
    runtime = EffectRuntime(executor: effectExecutor)
    runtime.report = { [weak self] message in self?.onReport(message) }
  }

  /// The number of effects still running.
  public var runningEffectCount: Int { runtime.runningCount }

  /// Reduces `action`, and any actions its effects send at once, and starts their work.
  @inlinable
  public func send(_ action: Action) {
    // An action sent while reducing (by an effect or a hook) waits its turn, in order.
    guard !isReducing else {
      queue.append(action)
      return
    }
    isReducing = true
    defer { isReducing = false }
    reduceAndRun(action)
    // Read by position and emptied once: `removeFirst()` would shift the queue every action.
    var next = 0
    while next < queue.count {
      reduceAndRun(queue[next])
      next += 1
    }
    // Emptied keeping its room: most commands send a delegate event through it.
    if next > 0 { queue.removeAll(keepingCapacity: true) }
  }

  @inlinable
  func reduceAndRun(_ action: Action) {
    let effect = reduce(&currentState, action)
    actionHook?(action, currentState)
    if !effect.isNone { run(effect) }
  }

  /// Sends an action from asynchronous work, then calls ``onAsynchronousUpdate``.
  private func deliver(_ action: Action) {
    send(action)
    onAsynchronousUpdate?()
  }

  /// Waits until every running effect has ended: for tools and tests that need quiet.
  @inlinable
  public func settle() async {
    // Asked after every script line, when nothing usually runs: skip the generic code then.
    guard hasRunningEffects else { return }
    await settleRunning()
  }

  /// Whether any effect still runs.
  @usableFromInline var hasRunningEffects: Bool { runtime.runningCount > 0 }

  /// Waits until every running effect has ended.
  @usableFromInline func settleRunning() async {
    while runtime.runningCount > 0 { await runtime.waitForAll() }
  }

  /// Cancels every running effect: what an app does when it quits.
  public func cancelAllEffects() {
    runtime.cancelAll()
  }

  /// Runs `effect`, sending its immediate actions here, where the reducer is known.
  @inlinable
  func run(_ effect: Effect<Action>) {
    for operation in effect.operations {
      if case .send(let action) = operation {
        send(action)
      } else {
        start(operation)
      }
    }
  }

  /// Starts asynchronous work, cancels work or reports, as `operation` says.
  @usableFromInline
  func start(_ operation: Effect<Action>.Operation) {
    switch operation {
    case .send(let action):
      send(action)
    case .run(let work):
      runtime.start(work) { [weak self] action in self?.deliver(action) }
    case .cancel(let cancellation):
      runtime.cancel(cancellation)
    case .report(let message):
      onReport(message)
    }
  }
}
