extension RouteStack {
  /// Stops a debug build at an everyday operation asked where it cannot apply; a release
  /// build leaves the stack as it was.
  ///
  /// Not a throw: these operations are a coordinator's own decisions, so a refusal is a bug to
  /// catch while developing, as SwiftUI's navigation does. Input from outside goes through
  /// ``append(_:)``, ``replace(with:keepingIdentityWhile:)`` and ``apply(_:)``, which throw.
  @usableFromInline
  func misuse(_ error: NavigationError, file: StaticString, line: UInt) {
    assertionFailure(
      "\(error); this is a coordinator's own decision, so fix the decision", file: file,
      line: line)
  }
}
