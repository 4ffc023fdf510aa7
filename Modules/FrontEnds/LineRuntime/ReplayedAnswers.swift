import Architecture
import Presentation

/// The answers a trace holds, given to an app's clients in the outside world's place: a call
/// waits until the replay reaches its answer in the trace, so it arrives between the same lines
/// as it did when the session was recorded, and the client itself is never asked.
@MainActor
final class ReplayedAnswers {
  /// A call waiting for its answer.
  private struct Waiting {
    let number: Int
    let asked: ClientCall
    let continuation: CheckedContinuation<ClientAnswer, any Error>
  }

  /// Where each answer goes once given: the session being replayed, which traces it.
  var trace: ((TraceEvent) -> Void)?
  private var waiting: [Waiting] = []
  private var callsMade = 0
  /// Why the last answer given was refused by the call that took it: an answer of another
  /// type than the call's is never handed to the app.
  private(set) var refusal: String?
  /// The replay waiting for a call to arrive or for the store's work to end.
  private var wake: CheckedContinuation<Void, Never>?

  /// `dependencies` with every client answering from the trace.
  func wrapping(_ dependencies: Dependencies) -> Dependencies {
    var wrapped = dependencies
    wrapped.clientWrapper = ReplayingWrapper(answers: self)
    return wrapped
  }

  /// Gives `answer` to the oldest call waiting that is `call`, with the same input; `false`
  /// when none waits.
  func give(_ answer: ClientAnswer, to call: ClientCall) -> Bool {
    refusal = nil
    guard let index = waiting.firstIndex(where: { $0.asked.isSame(as: call) }) else {
      return false
    }
    waiting.remove(at: index).continuation.resume(returning: answer)
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
  fileprivate func answer(_ call: ClientCall) async throws -> ClientAnswer {
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
    switch try await answers.answer(asked) {
    case .value(let json):
      let answer: Answer
      do {
        answer = try TraceJSON.decode(Answer.self, from: json)
      } catch {
        // Never handed to the app: the replay stops there, naming the event.
        await answers.refuse(
          "its value is not an answer \(VisibleText.excerpt(client))'s "
            + "\(VisibleText.excerpt(call)) gives (\(StateFile.describe(error)))")
        throw CancellationError()
      }
      // Written as the recording wrote it, so that the replay traces the same bytes.
      let written = TraceJSON.encode(answer)
      await answers.record(.result(asked, answer: .value(json: written)))
      return answer
    case .failure(let message):
      await answers.record(.result(asked, answer: .failure(message)))
      throw Failure(description: message)
    }
  }
}
