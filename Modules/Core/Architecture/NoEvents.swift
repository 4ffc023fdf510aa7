/// The delegate of a coordinator that tells its host nothing yet: an enum with no cases, which
/// hosts still switch over (`switch event {}`), so that its first event does not compile until
/// every host decides it.
///
/// Swift does not derive `Codable` for an enum with no cases; this does, so that such a
/// delegate can sit in actions that are traced and replayed. Decoding always fails: a trace
/// naming an event of it is not this coordinator's.
///
/// ```swift
/// public enum Delegate: NoEvents, Equatable, Sendable {}
/// ```
public protocol NoEvents: Codable {}

extension NoEvents {
  /// Refuses every event: there is none to decode.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath,
        debugDescription: "\(Self.self) has no events; a trace naming one is another app's"))
  }

  /// Writes nothing: no value of a type with no events exists to be encoded.
  public func encode(to encoder: any Encoder) throws {}
}
