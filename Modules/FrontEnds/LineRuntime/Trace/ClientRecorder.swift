public import Architecture

/// Traces the answers an app's clients give, where they enter the app: the app's
/// `Dependencies` pass every client's calls through it, so a trace holds what the outside world
/// said, and a replay can say it again (``TraceReplay``).
@MainActor
public final class ClientRecorder {
  /// Where each answer goes: the session that traces it sets this.
  var trace: ((TraceEvent) -> Void)?

  /// A recorder that traces nothing until a session takes it
  /// (`LineSession.init(store:palette:trace:clients:write:)`).
  public init() {}

  /// `dependencies` with every client's answers traced by this recorder.
  public func wrapping(_ dependencies: Dependencies) -> Dependencies {
    var wrapped = dependencies
    wrapped.clientWrapper = RecordingWrapper(recorder: self)
    return wrapped
  }

  fileprivate func record(_ event: TraceEvent) {
    trace?(event)
  }
}

/// Asks each client itself, then traces its answer before the work that asked goes on.
private struct RecordingWrapper: ClientWrapper {
  let recorder: ClientRecorder

  func answer<Input: Encodable & Sendable, Answer: Codable & Sendable>(
    client: String, call: String, input: Input, asking ask: () async throws -> Answer
  ) async throws -> Answer {
    let asked = ClientCall(client: client, call: call, input: TraceJSON.encode(input))
    let answer: Answer
    do {
      answer = try await ask()
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      try Task.checkCancellation()
      await recorder.record(.result(asked, answer: .failure("\(error)")))
      throw error
    }
    // An answer that comes after its work was cancelled reaches no one, and a replay cancels
    // the waiting call there: neither is traced.
    try Task.checkCancellation()
    let json = TraceJSON.encode(answer)
    await recorder.record(.result(asked, answer: .value(json: json)))
    return answer
  }
}
