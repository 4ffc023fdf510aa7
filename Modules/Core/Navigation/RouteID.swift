/// The identity of one route in a ``RouteStack``, made by the stack when the route arrives.
///
/// Identities only count up and are never reused within a stack: a screen popped and pushed
/// again is a new route, so effects and actions tied to the old one can tell it is gone.
public struct RouteID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The counter value; the root of a new stack is 0.
  public let rawValue: Int

  /// An identity with this counter value.
  @inlinable
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Identities order by arrival: a later route has a larger identity.
  @inlinable
  public static func < (lhs: RouteID, rhs: RouteID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#` and the counter, as in `#3`.
  public var description: String { "#\(rawValue)" }

  /// Decodes from a bare number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Encodes as a bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension RouteID: ExpressibleByIntegerLiteral {
  /// An identity written as its counter, as tests name routes: `.screen(2, .detail(…))`.
  @inlinable
  public init(integerLiteral rawValue: Int) {
    self.init(rawValue)
  }
}
