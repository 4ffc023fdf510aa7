/// Everything from the outside world the features of an app may ask for, as one value: the app
/// builds it once, and every coordinator and feature reads what it needs from it.
///
/// Why one value? A dependency threaded by hand through every initializer between the app and
/// its reader touches each host when it is added; here it touches the app, which plugs in the
/// live value, and its one reader. A client declares a ``DependencyKey`` and a property:
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
/// A key never set reads its ``DependencyKey/defaultValue``: in this package, one that works
/// offline and at once, so a test sets only what it is about. A dependency that asks the outside
/// world is a ``Client``, and passes its calls through ``clientWrapper`` when there is one.
public struct Dependencies: Sendable {
  @usableFromInline var values: [ObjectIdentifier: any Sendable] = [:]
  /// What every ``Client`` read from here passes its calls through; `nil`, the default, leaves
  /// the clients as they are.
  public var clientWrapper: (any ClientWrapper)?

  /// Every dependency at its default value.
  public init() {}

  /// The value of `key`: the one set, or the key's default.
  @inlinable
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The client of `key`: the one set, or the key's default, its calls passed through
  /// ``clientWrapper`` when there is one.
  @inlinable
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value where Key.Value: Client {
    get {
      let client = values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
      guard let clientWrapper else { return client }
      return client.wrapped(by: clientWrapper)
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// A copy with the dependency at `property` set to `value`, for building dependencies in one
  /// expression, as in `Dependencies().with(\.numberFact, .immediate)`.
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
