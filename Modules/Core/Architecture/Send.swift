/// The way a running effect feeds actions back to its store; once the effect is cancelled,
/// its actions are dropped.
public struct Send<Action>: Sendable {
  @usableFromInline let deliver: @MainActor @Sendable (Action) -> Void

  /// A handle that delivers actions with `deliver` on the main actor.
  @inlinable
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` back to the store, unless this effect has been cancelled.
  public func callAsFunction(_ action: sending Action) async {
    await deliver(action)
  }

  /// A handle for a child's actions, embedding each in the parent's action type.
  @usableFromInline
  func map<Child>(_ embed: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    let deliver = self.deliver
    return Send<Child> { child in deliver(embed(child)) }
  }
}
