import Architecture
import Presentation
import ShownText

/// The answers a trace holds, given to an app's clients in the outside world's place: a call
/// waits until the replay reaches its answer in the trace, so it arrives between the same lines
/// as it did when the session was recorded, and the client itself is never asked.
///
/// An answer goes only to the call its event names, byte for byte (client, call and input as
/// this app writes them), and only when the whole event is the one this app would write for
/// that answer: a value of the call's type, written back the same. Anything else is refused
/// before the app sees it, so an edited trace cannot hand the app what it never asked for.
@MainActor
final class ReplayedAnswers {
  /// A call waiting for its answer.
  private struct Waiting {
    let number: Int
    let asked: ClientCall
    let continuation: CheckedContinuation<Given, any Error>
  }

  /// An answer as the trace gives it, with the event that gives it.
  fileprivate struct Given {
    let answer: ClientAnswer
    /// The event as recorded, which the answer's event must be; `nil` when not checked.
    let line: String?
  }

  /// Where each answer goes once given: the session being replayed, which traces it.
  var trace: ((TraceEvent) -> Void)?
  private var waiting: [Waiting] = []
  private var callsMade = 0
  /// Why the last answer given was refused by the call that took it, never handing it to the
  /// app: a value of another type than the call's, or an event this app would write otherwise.
  private(set) var refusal: String?
  /// The replay waiting for a call to arrive or for the store's work to end.
  private var wake: CheckedContinuation<Void, Never>?

  /// `dependencies` with every client answering from the trace.
  func wrapping(_ dependencies: Dependencies) -> Dependencies {
    var wrapped = dependencies
    wrapped.clientWrapper = ReplayingWrapper(answers: self)
    return wrapped
  }

  /// Whether an answer must be the event this app writes for it, byte for byte; a trace being
  /// recorded anew by a changed app gives each answer to a call of the same names instead.
  var isStrict = true

  /// Gives `answer` to the oldest call waiting of `call`'s client and name, whatever its input:
  /// how a trace is recorded anew, for an app whose calls may have changed.
  func give(_ answer: ClientAnswer, to call: ClientCall) -> Bool {
    guard
      let index = waiting.firstIndex(where: {
        $0.asked.client == call.client && $0.asked.call == call.call
      })
    else { return false }
    waiting.remove(at: index).continuation.resume(returning: Given(answer: answer, line: nil))
    return true
  }

  /// Gives `answer`, recorded as the event `line`, to the oldest call waiting that the event
  /// names as this app writes it; `false` when none waits.
  func give(_ answer: ClientAnswer, recordedAs line: String) -> Bool {
    refusal = nil
    guard
      let index = waiting.firstIndex(where: {
        line.hasPrefix(TraceEvent.resultOpening($0.asked))
      })
    else { return false }
    waiting.remove(at: index).continuation.resume(returning: Given(answer: answer, line: line))
    return true
  }

  /// The calls waiting, oldest first, for a message that says what the app waited for.
  var waitingCalls: [ClientCall] { waiting.map(\.asked) }

  /// Waits until the store's work has ended, but for calls waiting for answers the trace gives
  /// later: what settling means in a replay, where such a call would otherwise wait for ever.
  func settle<State, Action>(_ store: Store<State, Action>) async {
    while store.runningEffectCount > waiting.count {
      guard waiting.isEmpty else {
        // Work of the app's own runs beside a waiting call, and only its end is awaited: the
        // store's settling would wait for the call too.
        await Task.yield()
        continue
      }
      await withCheckedContinuation { continuation in
        wake = continuation
        Task { [weak self] in
          await store.settle()
          self?.wakeUp()
        }
      }
    }
  }

  /// Stops every call still waiting: the replay is over.
  func cancelAll() {
    let stopped = waiting
    waiting = []
    for call in stopped { call.continuation.resume(throwing: CancellationError()) }
  }

  /// Waits for the answer to `call`, until the replay gives it or the work is cancelled.
  fileprivate func answer(_ call: ClientCall) async throws -> Given {
    let number = callsMade
    callsMade += 1
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        waiting.append(
          Waiting(number: number, asked: call, continuation: continuation))
        wakeUp()
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancel(number) }
    }
  }

  fileprivate func record(_ event: TraceEvent) {
    trace?(event)
  }

  fileprivate func refuse(_ reason: String) {
    refusal = reason
  }

  private func cancel(_ number: Int) {
    guard let index = waiting.firstIndex(where: { $0.number == number }) else { return }
    waiting.remove(at: index).continuation.resume(throwing: CancellationError())
  }

  private func wakeUp() {
    wake?.resume()
    wake = nil
  }
}

/// Answers each call from the trace, and traces the answer as the recording did.
private struct ReplayingWrapper: ClientWrapper {
  /// A failure the trace recorded, thrown again: it describes itself as the error did.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let answers: ReplayedAnswers

  func answer<Input: Encodable & Sendable, Answer: Codable & Sendable>(
    client: String, call: String, input: Input, asking ask: () async throws -> Answer
  ) async throws -> Answer {
    let asked = ClientCall(client: client, call: call, input: TraceJSON.encode(input))
    let given = try await answers.answer(asked)
    let named = "\(VisibleText.excerpt(client))'s \(VisibleText.excerpt(call))"
    switch given.answer {
    case .value(let json):
      guard let answer = try? TraceJSON.decode(Answer.self, from: json) else {
        await answers.refuse("its value is not one \(named) answers")
        throw CancellationError()
      }
      // Written as the recording wrote it, so that the replay traces the same bytes.
      let event = TraceEvent.result(asked, answer: .value(json: TraceJSON.encode(answer)))
      try await accept(event, as: given, named)
      return answer
    case .failure(let message):
      try await accept(.result(asked, answer: .failure(message)), as: given, named)
      throw Failure(description: message)
    }
  }

  /// Traces `event` when it is the event given, byte for byte; refuses the answer otherwise.
  private func accept(
    _ event: TraceEvent, as given: ReplayedAnswers.Given, _ named: String
  )
    async throws
  {
    guard given.line == nil || event.jsonLine == given.line else {
      // Never handed to the app: the replay stops there, naming the event.
      await answers.refuse(
        "it is not the event this app writes for that answer of \(named), which is "
          + VisibleText.excerpt(event.jsonLine, limit: 120))
      throw CancellationError()
    }
    await answers.record(event)
  }
}
