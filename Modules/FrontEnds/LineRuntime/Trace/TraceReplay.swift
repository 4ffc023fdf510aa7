public import Architecture
public import Presentation
import ShownText

/// Runs a recorded trace again through a session, and checks every event the session traces
/// against the one recorded at the same place.
///
/// The trace drives: each recorded line of input is handled (its work settled, as piped input
/// is), and each answer a client gave is given again where it was recorded, to the call waiting
/// for it, while the client itself is never asked (the store's dependencies are built with
/// ``wrapping(_:)``). Every other event must be produced by the session itself, in order and
/// byte for byte; the first one that differs, is missing or is extra is a ``Divergence``.
@MainActor
public final class TraceReplay {
  /// The trace being replayed.
  public let trace: RecordedTrace
  /// The clients' answers, given as the trace reaches them.
  private let answers = ReplayedAnswers()
  /// Every event the session traced so far, as JSON lines.
  public private(set) var produced: [String] = []
  /// The first difference, once there is one.
  public private(set) var divergence: Divergence?
  private var next = 0

  /// A replay of `trace`, checking nothing yet.
  public init(_ trace: RecordedTrace) {
    self.trace = trace
  }

  /// Whether the events are checked; a replay that records a trace anew only collects them.
  private var checks = true

  /// `dependencies` with every client answering from the trace instead of the outside world:
  /// what the store of a replayed session is built with.
  public func wrapping(_ dependencies: Dependencies) -> Dependencies {
    answers.wrapping(dependencies)
  }

  /// Checks an event the session traced against the next one recorded: what the session's
  /// trace is given.
  public func observe(_ event: TraceEvent) {
    let line = event.jsonLine
    produced.append(line)
    guard checks, divergence == nil else { return }
    guard next < trace.events.count else {
      divergence = Divergence(
        event: next + 1, recorded: "nothing more (the trace ends)", happened: line)
      return
    }
    if trace.events[next].line != line {
      divergence = Divergence(event: next + 1, recorded: trace.events[next].line, happened: line)
    }
    next += 1
  }

  /// Runs the trace through `session`, whose trace must go to ``observe(_:)``, and whose store
  /// was built with ``wrapping(_:)``. Calls `afterStep` after each line or answer; it returns
  /// `false` to stop (the output failed, say).
  /// - Returns: the first divergence, or `nil` when the session reproduced the trace.
  public func run<App: Presentable>(
    _ session: LineSession<App>, afterStep: () -> Bool = { true }
  ) async -> Divergence? {
    let store = session.store
    answers.trace = { [weak session] in session?.record($0) }
    defer { stop(store) }
    session.start()
    guard afterStep() else { return divergence }
    steps: while divergence == nil, next < trace.events.count {
      let event = trace.events[next]
      switch event.step {
      case .input(let line):
        let outcome = session.handle(line)
        await answers.settle(store)
        guard afterStep() else { return divergence }
        if outcome == .quit { break steps }
      case .clientResult(let call, let answer):
        guard answers.give(answer, recordedAs: event.line) else {
          divergence = Divergence(
            event: next + 1, recorded: event.line, happened: nothingWaits(for: call))
          break steps
        }
        await answers.settle(store)
        if let refusal = answers.refusal {
          divergence = Divergence(
            event: next + 1, recorded: event.line, happened: "nothing: \(refusal)")
          break steps
        }
        guard afterStep() else { return divergence }
      case .produced:
        divergence = Divergence(
          event: next + 1, recorded: event.line,
          happened: "nothing: the session waited for the next line of input")
      }
    }
    if divergence == nil, next < trace.events.count {
      divergence = Divergence(
        event: next + 1, recorded: trace.events[next].line, happened: "nothing: the session ended")
    }
    return divergence
  }

  /// Runs the trace's lines of input and its clients' answers through `session`, whose trace
  /// must go to ``observe(_:)`` and whose store was built with ``wrapping(_:)``, checking
  /// nothing: what the session traces is ``produced``, the trace recorded anew, as a changed
  /// app would write it for the same session.
  ///
  /// An answer no call of the app waits for is left out, and so is its event.
  public func record<App: Presentable>(_ session: LineSession<App>) async {
    checks = false
    answers.isStrict = false
    let store = session.store
    answers.trace = { [weak session] in session?.record($0) }
    defer { stop(store) }
    session.start()
    for event in trace.events {
      switch event.step {
      case .input(let line):
        let outcome = session.handle(line)
        await answers.settle(store)
        if outcome == .quit { return }
      case .clientResult(let call, let answer):
        guard answers.give(answer, to: call) else { continue }
        await answers.settle(store)
      case .produced:
        continue
      }
    }
  }

  /// What happened when no call waits for the answer to `call`: which calls do.
  private func nothingWaits(for call: ClientCall) -> String {
    let waiting = answers.waitingCalls
    if let same = waiting.first(where: { $0.client == call.client && $0.call == call.call }) {
      // The same names, written otherwise: what this app writes is what to compare with.
      return "nothing: no work of the app was waiting for the call this event names; a call of "
        + "\(VisibleText.excerpt(call.client))'s \(VisibleText.excerpt(call.call)) waits, whose "
        + "answer's event begins "
        + VisibleText.excerpt(TraceEvent.resultOpening(same), limit: 120)
    }
    let calls =
      waiting.isEmpty
      ? "none waits"
      : "the calls waiting are " + waiting.prefix(3).map(\.description).joined(separator: ", ")
    return "nothing: no work of the app was waiting for \(call) (\(calls))"
  }

  /// Ends the work still running, and the calls still waiting for an answer.
  private func stop<State, Action>(_ store: Store<State, Action>) {
    store.cancelAllEffects()
    answers.cancelAll()
  }
}
