import EnumPaths

/// A payload of reference type: `isKnownUniquelyReferenced` on it shows whether a case path
/// copied the payload, and its `deinit` shows whether one was leaked or freed twice.
final class Box: Equatable {
  /// A value the tests change through case paths.
  var value: Int
  /// Called once when the box is freed.
  private let onDeinit: () -> Void

  /// A box with a value, reporting its own release to `onDeinit`.
  init(_ value: Int, onDeinit: @escaping () -> Void = {}) {
    self.value = value
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }

  /// Boxes are equal when they are the same box: identity is what the tests check.
  static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
}

/// A screen enum as a coordinator holds one: a case without payload, value payloads, a
/// reference payload, and a child coordinator's own enum.
enum Screen: Equatable {
  case home
  case counter(Int)
  case numbers([Int])
  case box(Box)
  case child(Child)

  /// Case paths written by hand, as the architecture's users write them.
  enum Cases {
    /// The `home` case, which carries nothing.
    static let home = CasePath<Screen, Void>({ _ in .home }) {
      if case .home = $0 { () } else { nil }
    }
    /// The `counter` case and its count.
    static let counter = CasePath<Screen, Int>(Screen.counter) {
      if case .counter(let count) = $0 { count } else { nil }
    }
    /// The `numbers` case and its numbers.
    static let numbers = CasePath<Screen, [Int]>(Screen.numbers) {
      if case .numbers(let numbers) = $0 { numbers } else { nil }
    }
    /// The `box` case and its box.
    static let box = CasePath<Screen, Box>(Screen.box) {
      if case .box(let box) = $0 { box } else { nil }
    }
    /// The `child` case and the child's enum.
    static let child = CasePath<Screen, Child>(Screen.child) {
      if case .child(let child) = $0 { child } else { nil }
    }
  }
}

/// The screen enum of a child coordinator nested in `Screen`.
enum Child: Equatable {
  case detail(Int)
  case box(Box)

  /// Case paths of the child's screens.
  enum Cases {
    /// The `detail` case and its number.
    static let detail = CasePath<Child, Int>(Child.detail) {
      if case .detail(let number) = $0 { number } else { nil }
    }
    /// The `box` case and its box.
    static let box = CasePath<Child, Box>(Child.box) {
      if case .box(let box) = $0 { box } else { nil }
    }
  }
}

/// The address of an array's storage, which changes exactly when the array is copied.
func storageAddress(_ array: [Int]) -> Int {
  array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
}
