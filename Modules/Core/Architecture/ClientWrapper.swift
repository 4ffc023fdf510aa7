/// What stands between an app's features and its clients: it is handed every call a
/// ``Client`` makes, and sees the answer that enters the app, or gives one in the client's place.
///
/// Set as ``Dependencies/clientWrapper``, it wraps every client read from those dependencies,
/// so the app that builds them decides, once, for every feature: its own clients as they are,
/// a wrapper that keeps each answer, or one that gives answers kept before.
public protocol ClientWrapper: Sendable {
  /// The answer to `call` of `client` (as in `numberFact` and `fact`) for `input`, what the
  /// call was given; `ask` asks the client itself. Throws what the call throws, or what the
  /// wrapper says instead.
  ///
  /// The input is data too, so that an answer kept can be given again to the call that asked
  /// it, and to no other.
  func answer<Input: Encodable & Sendable, Answer: Codable & Sendable>(
    client: String, call: String, input: Input, asking ask: () async throws -> Answer
  ) async throws -> Answer
}
