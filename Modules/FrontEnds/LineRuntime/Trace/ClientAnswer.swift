/// A client's answer to one call, as a trace holds it: what the outside world said, so that a
/// replay can say it again.
public enum ClientAnswer: Equatable, Sendable {
  /// The call answered: the answer as its `Codable` JSON (see ``TraceJSON/encode(_:)``).
  case value(json: String)
  /// The call failed: the error as the app would describe it (`"\(error)"`), thrown again by a
  /// replay as an error that describes itself so.
  case failure(String)
}
