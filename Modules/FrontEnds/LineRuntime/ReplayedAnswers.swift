import Architecture

/// The answers a trace holds, given to an app's clients in the outside world's place: a call
/// waits until the replay reaches its answer in the trace, so it arrives between the same lines
/// as it did when the session was recorded, and the client itself is never asked.
@MainActor
final class ReplayedAnswers {
  /// A call waiting for its answer.
  private struct Waiting {
    let number: Int
    let client: String
    let call: String
    let continuation: CheckedContinuation<ClientAnswer, any Error>
  }

  /// Where each answer goes once given: the session being replayed, which traces it.
  var trace: ((TraceEvent) -> Void)?
  private var waiting: [Waiting] = []
  private var callsMade = 0
  /// The replay waiting for a call to arrive or for the store's work to end.
  private var wake: CheckedContinuation<Void, Never>?

  /// `dependencies` with every client answering from the trace.
  func wrapping(_ dependencies: Dependencies) -> Dependencies {
    var wrapped = dependencies
    wrapped.clientWrapper = ReplayingWrapper(answers: self)
    return wrapped
  }

  /// Gives `answer` to the oldest call of `client` waiting for `call`; `false` when none
  /// waits.
  func give(_ answer: ClientAnswer, client: String, call: String) -> Bool {
    guard let index = waiting.firstIndex(where: { $0.client == client && $0.call == call })
    else { return false }
    waiting.remove(at: index).continuation.resume(returning: answer)
    return true
  }

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

  /// Waits for the answer to `call` of `client`, until the replay gives it or the work is
  /// cancelled.
  fileprivate func answer(client: String, call: String) async throws -> ClientAnswer {
    let number = callsMade
    callsMade += 1
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        waiting.append(
          Waiting(number: number, client: client, call: call, continuation: continuation))
        wakeUp()
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancel(number) }
    }
  }

  fileprivate func record(_ event: TraceEvent) {
    trace?(event)
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

  func answer<Answer: Codable & Sendable>(
    client: String, call: String, asking ask: () async throws -> Answer
  ) async throws -> Answer {
    switch try await answers.answer(client: client, call: call) {
    case .value(let json):
      guard let answer = try? TraceJSON.decode(Answer.self, from: json) else {
        throw Failure(
          description: "the trace's answer to \(client)'s \(call) is not one this app reads")
      }
      // Written as the recording wrote it, so that the replay traces the same bytes.
      let written = TraceJSON.encode(answer)
      await answers.record(.result(client: client, call: call, answer: .value(json: written)))
      return answer
    case .failure(let message):
      await answers.record(.result(client: client, call: call, answer: .failure(message)))
      throw Failure(description: message)
    }
  }
}
