extension RouteStack {
  /// Stops a debug build at an everyday operation asked where it cannot apply, such as a push
  /// where the top layer has no navigation; a release build leaves the stack as it was.
  ///
  /// Why not throw? These operations are a coordinator's own decisions, never input: what
  /// comes from outside (a link, a state file, a plan) goes through the checked operations
  /// (``append(_:)``, ``replace(with:keepingIdentityWhile:)``, ``apply(_:)``), which throw.
  /// A decision asking for the impossible is a bug in the coordinator, caught while it is
  /// developed, as FlowStacks and SwiftUI's own navigation do.
  @usableFromInline
  func misuse(_ error: NavigationError, file: StaticString, line: UInt) {
    assertionFailure(
      "\(error); this is a coordinator's own decision, so fix the decision", file: file,
      line: line)
  }
}
