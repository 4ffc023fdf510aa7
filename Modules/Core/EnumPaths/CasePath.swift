/// A way to reach one case of an enum: build the enum from the case's payload, or take the
/// payload out when the value is that case.
///
/// Key paths reach the properties of structs; a case path does the same for enum cases, which
/// is what composing screens needs: a coordinator's screen enum holds one case per feature, and
/// the feature's reducer runs on that case's payload only.
///
/// ```swift
/// let detail = CasePath(Screen.detail) { if case .detail(let state) = $0 { state } else { nil } }
/// ```
public struct CasePath<Root, Value>: Sendable {
  /// Builds the root from a payload, which it takes over.
  public let embed: @Sendable (consuming Value) -> Root
  /// The payload when the root is this case, `nil` otherwise.
  public let extract: @Sendable (Root) -> Value?

  /// A case path from the case's constructor and a function that matches the case.
  @inlinable
  public init(
    _ embed: @escaping @Sendable (consuming Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }

  /// Whether `root` is this case.
  @inlinable
  public func matches(_ root: Root) -> Bool {
    extract(root) != nil
  }

  /// Mutates the payload of `root` in place when `root` is this case; returns `nil` otherwise.
  ///
  /// Why not extract, mutate and embed? Extracting copies the payload while `root` still holds
  /// it, so the payload's storage is shared and the first write copies all of it: a screen
  /// holding a million numbers would be copied on every action. Here the root is moved out of
  /// its storage first, so the payload is uniquely referenced while `body` mutates it.
  @inlinable
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) rethrows -> Result? {
    try withUnsafeMutablePointer(to: &root) { pointer in
      guard var value = takePayload(from: pointer.move(), orPutBackInto: pointer) else {
        return nil
      }
      let result: Result
      do {
        result = try body(&value)
      } catch {
        pointer.initialize(to: embed(consume value))
        throw error
      }
      pointer.initialize(to: embed(consume value))
      return result
    }
  }

  /// Consumes `root` and returns its payload, so that the root's reference to the payload is
  /// released before the caller mutates it. When `root` is another case, it goes back into
  /// `slot` unchanged.
  @inlinable
  func takePayload(
    from root: consuming Root,
    orPutBackInto slot: UnsafeMutablePointer<Root>
  ) -> Value? {
    if let value = extract(root) {
      return value
    }
    slot.initialize(to: root)
    return nil
  }
}
