extension Effect {
  /// A child's effect as its parent's: actions embedded with `embed`, and lifetimes and
  /// cancellations placed under `component`, the step from the parent to the child.
  @inlinable
  public func scoped<Parent>(
    under component: LifetimeComponent?,
    embed: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent> {
    // Most actions start no work, and most that do send one action: neither allocates.
    switch storage {
    case .none:
      return .none
    case .one(let operation):
      return Effect<Parent>(Self.scoped(operation, under: component, embed: embed))
    case .many(let operations):
      return Effect<Parent>(
        storage: .many(
          operations.map { Self.scoped($0, under: component, embed: embed) }))
    }
  }

  /// One operation of a child's effect as its parent's.
  @inlinable
  static func scoped<Parent>(
    _ operation: Operation, under component: LifetimeComponent?,
    embed: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent>.Operation {
    switch operation {
    case .send(let action):
      return .send(embed(action))
    case .run(let run):
      let body = run.body
      return .run(
        Effect<Parent>.Run(
          body: { send in try await body(send.map(embed)) },
          lifetime: component.map { [$0] + run.lifetime } ?? run.lifetime,
          cancelID: run.cancelID,
          cancelsInFlight: run.cancelsInFlight
        ))
    case .cancel(var cancellation):
      if let component { cancellation.path.insert(component, at: 0) }
      return .cancel(cancellation)
    case .report(let message):
      return .report(message)
    }
  }

  /// This effect with each action transformed, and nothing else changed.
  @inlinable
  public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
    scoped(under: nil, embed: transform)
  }
}
