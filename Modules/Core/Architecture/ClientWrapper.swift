/// Stands between an app's features and its clients: it sees every ``Client`` call and its
/// answer, or answers in the client's place.
///
/// Set as ``Dependencies/clientWrapper``, it wraps every client read from there, so the app
/// decides once for every feature: live clients, or a wrapper that keeps or replays answers.
public protocol ClientWrapper: Sendable {
  /// The answer to `call` of `client` (as in `numberFact` and `fact`) for `input`; `ask` asks
  /// the client itself. Throws what the call throws, or what the wrapper says instead. The
  /// input is data, so that a kept answer goes again only to the call that asked it.
  func answer<Input: Encodable & Sendable, Answer: Codable & Sendable>(
    client: String, call: String, input: Input, asking ask: () async throws -> Answer
  ) async throws -> Answer
}
