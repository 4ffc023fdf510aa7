/// The work a reducer starts, as a description the ``Store`` runs: actions to send at once,
/// asynchronous work, cancellations, and reports to the developer.
///
/// Asynchronous work carries the *lifetime* of the feature that started it (see
/// ``LifetimeComponent``), so it stops when that feature's route leaves, however it leaves.
public struct Effect<Action> {
  /// One piece of work.
  public enum Operation {
    /// An action reduced right after the current one, before any input.
    case send(Action)
    /// Asynchronous work.
    case run(Run)
    /// Stops running work.
    case cancel(Cancellation)
    /// A problem the developer should know about: an action for a route that is gone, say.
    case report(String)
  }

  /// Asynchronous work and where it lives.
  public struct Run: Sendable {
    /// The work; it sends actions back through its `Send`.
    public var body: @Sendable (Send<Action>) async throws -> Void
    /// The path from the root to the feature that started it, outermost first.
    public var lifetime: [LifetimeComponent]
    /// The identifier it can be cancelled by, scoped to its lifetime.
    public var cancelID: CancelID?
    /// Whether starting it cancels running work with the same identifier first.
    public var cancelsInFlight: Bool

    /// Work with its lifetime and cancellation identifier.
    @inlinable
    public init(
      body: @escaping @Sendable (Send<Action>) async throws -> Void,
      lifetime: [LifetimeComponent],
      cancelID: CancelID?,
      cancelsInFlight: Bool
    ) {
      self.body = body
      self.lifetime = lifetime
      self.cancelID = cancelID
      self.cancelsInFlight = cancelsInFlight
    }
  }

  /// The pieces, in the order they run.
  public var operations: [Operation]

  /// An effect made of these operations.
  @inlinable
  public init(operations: [Operation]) {
    self.operations = operations
  }

  /// No work: what most actions return.
  @inlinable
  public static var none: Self { Self(operations: []) }

  /// Whether there is nothing to do.
  @inlinable
  public var isNone: Bool { operations.isEmpty }

  /// Sends an action right after this one: how a screen reports a delegate event upward.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operations: [.send(action)])
  }

  /// Runs asynchronous work that sends actions back; errors but cancellation are reported.
  public static func run(_ body: @escaping @Sendable (Send<Action>) async throws -> Void) -> Self {
    Self(operations: [.run(Run(body: body, lifetime: [], cancelID: nil, cancelsInFlight: false))])
  }

  /// Makes this effect's work cancellable by `id` within its feature; with `cancelInFlight`,
  /// starting it first cancels work already running with that `id`.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let id = CancelID(id)
    return Self(
      operations: operations.map { operation in
        guard case .run(var run) = operation else { return operation }
        run.cancelID = id
        run.cancelsInFlight = cancelInFlight
        return .run(run)
      })
  }

  /// Cancels the work that this feature started with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operations: [.cancel(Cancellation(path: [], target: .id(CancelID(id))))])
  }

  /// Reports a problem to the developer without changing anything.
  @inlinable
  public static func report(_ message: String) -> Self {
    Self(operations: [.report(message)])
  }

  /// Several effects as one, run in order.
  public static func merge(_ effects: Self...) -> Self {
    effects.reduce(.none) { $0.merging($1) }
  }

  /// This effect followed by `other`.
  @inlinable
  public func merging(_ other: Self) -> Self {
    if other.operations.isEmpty { return self }
    if operations.isEmpty { return other }
    return Self(operations: operations + other.operations)
  }
}
