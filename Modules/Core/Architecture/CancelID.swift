/// A type-erased, sendable identifier of a cancellable effect.
///
/// Identifiers are scoped to the route whose reducer started the effect, so two screens using
/// the same one never cancel each other's work.
public struct CancelID: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let base: any Hashable & Sendable
  @usableFromInline let equals: @Sendable (any Hashable & Sendable) -> Bool

  /// Wraps any hashable, sendable value: typically a case of a private enum.
  @inlinable
  public init<ID: Hashable & Sendable>(_ id: ID) {
    if let wrapped = id as? CancelID {
      self = wrapped
      return
    }
    base = id
    equals = { other in (other as? ID) == id }
  }

  /// Equal when the wrapped values have the same type and are equal.
  public static func == (lhs: CancelID, rhs: CancelID) -> Bool {
    lhs.equals(rhs.base)
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
  }

  /// The wrapped value, described.
  public var description: String { String(describing: base) }
}
