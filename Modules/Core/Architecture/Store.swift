/// The single owner of an application's state: it runs the reducer for each action and the
/// effects the reducer returns, whose actions come back through ``send(_:)``.
///
/// Actions that an effect sends at once (``Effect/send(_:)``) are reduced right after the
/// action that produced them, in order, before `send` returns; asynchronous work delivers its
/// actions later, on the main actor, unless it was cancelled first.
@MainActor
public final class Store<State, Action> {
  /// The current state.
  @inlinable public var state: State { currentState }
  @usableFromInline var currentState: State
  /// Called with every reduced action and the state after it: the hook for tracing.
  ///
  /// One hook: a line session sets its own when it starts (`LineSession.start()`), replacing
  /// any set before; a host that wants both calls its own from a reducer or a wrapper.
  public var onAction: ((Action, State) -> Void)? {
    get { actionHook }
    set { actionHook = newValue }
  }
  @usableFromInline var actionHook: ((Action, State) -> Void)?
  /// Called with every report: actions for routes that left, failed effects, a stack's root
  /// asked to close. Where reports go is the front end's choice, so the store does no I/O of
  /// its own and drops them until told: the line runtime writes them on standard error as
  /// `warning:` lines, and a test collects them.
  public var onReport: (String) -> Void = { _ in }
  /// Called after asynchronous work delivered an action and the state changed in response:
  /// the hook for showing what the work changed.
  public var onAsynchronousUpdate: (() -> Void)?

  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  private let runtime: EffectRuntime<Action>
  // Unchecked: each access is one short read or write on the main actor, never overlapping
  // another (see Docs/Performance.md).
  @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
  @exclusivity(unchecked) @usableFromInline var isReducing = false

  /// A store holding `initialState`, run by `reducer`.
  ///
  /// - Parameters:
  ///   - initialState: the state before any action.
  ///   - reducer: what each action does to the state, and what work it starts.
  ///   - effectExecutor: where the effects' work runs; nil, the default, for the global
  ///     concurrent executor. Tests pass a test clock's executor, so that advancing the clock
  ///     waits for exactly the work it wakes.
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
    // Read by position and emptied once at the end: `removeFirst()` shifts the whole queue,
    // and in generic code goes through the collection protocols on every action.
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

  /// Takes `action` as asynchronous work delivers it: reduced, then told to
  /// ``onAsynchronousUpdate``.
  private func deliver(_ action: Action) {
    send(action)
    onAsynchronousUpdate?()
  }

  /// Waits until every running effect has ended: for tools and tests that need quiet.
  @inlinable
  public func settle() async {
    // Asked after every line of a script, where almost always nothing runs: answered without
    // a call into the store's generic code.
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

  /// Runs `effect`: the actions it sends at once are sent here, where the reducer is known
  /// (a screen's delegate event, on most lines); the rest is started apart.
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
