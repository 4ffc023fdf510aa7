extension Optional {
  /// Mutates the wrapped value in place when there is one, and returns `body`'s result.
  ///
  /// The value is taken out and `self` emptied before `body` runs, so the value is uniquely
  /// referenced and mutating its storage does not copy it.
  mutating func modifyIfPresent<Result>(_ body: (inout Wrapped) -> Result) -> Result? {
    guard var wrapped = take() else { return nil }
    defer { self = wrapped }
    return body(&wrapped)
  }
}
