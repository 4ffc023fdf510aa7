/// Everything from the outside world an app's features may ask for, as one value.
///
/// The app builds it once, so adding a dependency touches the app and its reader, not every
/// initializer between them. A client declares a ``DependencyKey`` and a property:
///
/// ```swift
/// extension Dependencies {
///   public var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// A key never set reads its ``DependencyKey/defaultValue``, which here works offline and at
/// once, so a test sets only what it is about.
public struct Dependencies: Sendable {
  @usableFromInline var values: [ObjectIdentifier: any Sendable] = [:]
  /// What every ``Client`` read from here passes its calls through; `nil` leaves them as is.
  public var clientWrapper: (any ClientWrapper)?

  /// Every dependency at its default value.
  public init() {}

  /// The value of `key`: the one set, or the key's default.
  @inlinable
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The client of `key`, set or default, its calls passed through ``clientWrapper``.
  @inlinable
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value where Key.Value: Client {
    get {
      let client = values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
      guard let clientWrapper else { return client }
      return client.wrapped(by: clientWrapper)
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// A copy with `property` set to `value`, as in `Dependencies().with(\.numberFact, .immediate)`.
  public func with<Value>(_ property: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
    var copy = self
    copy[keyPath: property] = value
    return copy
  }
}

/// One dependency in ``Dependencies``: its type, and the value read when none is set.
public protocol DependencyKey {
  /// What the dependency is.
  associatedtype Value: Sendable
  /// The value read when the app sets none.
  static var defaultValue: Value { get }
}
