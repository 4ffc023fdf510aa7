extension Effect {
  /// A child's effect as its parent's: actions embedded with `embed`, and lifetimes and
  /// cancellations placed under `component`, the step from the parent to the child.
  @inlinable
  public func scoped<Parent>(
    under component: LifetimeComponent?,
    embed: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent> {
    // Most actions start no work, and nothing is mapped for them.
    if operations.isEmpty { return Effect<Parent>(operations: []) }
    return Effect<Parent>(
      operations: operations.map { operation in
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
      })
  }

  /// This effect with each action transformed, and nothing else changed.
  @inlinable
  public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
    scoped(under: nil, embed: transform)
  }
}
