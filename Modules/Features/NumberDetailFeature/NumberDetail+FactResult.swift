extension NumberDetail {
  /// What the fact client answered: a fact, or why there is none.
  ///
  /// A `Result` of its own rather than the standard one, so that the action carrying it is
  /// `Codable` (a trace records it as data: `{"success":{"_0":"6 is even."}}`) without a
  /// conformance of a standard type the package does not own.
  public enum FactResult: Codable, Equatable, Sendable {
    /// The fact.
    case success(String)
    /// Why there is no fact.
    case failure(FactError)
  }
}
