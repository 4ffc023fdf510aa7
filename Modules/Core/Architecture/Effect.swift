/// The work a reducer starts: actions to send at once, asynchronous work that sends actions
/// later, cancellations, and reports to the developer.
///
/// An effect is a description; the ``Store`` runs it. Every asynchronous piece carries the
/// *lifetime* of the feature that started it (see ``LifetimeComponent``), so that it stops when
/// that feature's route leaves, however it leaves.
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

  /// How the pieces are held: most effects are none or one piece (a delegate event), which
  /// are held in place, so that sending one and scoping it up through each parent allocate
  /// nothing.
  @usableFromInline enum Storage {
    case none
    case one(Operation)
    case many([Operation])
  }

  @usableFromInline var storage: Storage

  /// The pieces, in the order they run.
  @inlinable
  public var operations: [Operation] {
    get {
      switch storage {
      case .none: []
      case .one(let operation): [operation]
      case .many(let operations): operations
      }
    }
    set { self = Self(operations: newValue) }
  }

  /// An effect made of these operations.
  @inlinable
  public init(operations: [Operation]) {
    switch operations.count {
    case 0: storage = .none
    case 1: storage = .one(operations[0])
    default: storage = .many(operations)
    }
  }

  /// An effect of one operation.
  @inlinable
  init(_ operation: Operation) {
    storage = .one(operation)
  }

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// No work: what most actions return.
  @inlinable
  public static var none: Self { Self(storage: .none) }

  /// Whether there is nothing to do.
  @inlinable
  public var isNone: Bool {
    if case .none = storage { true } else { false }
  }

  /// Calls `body` with each piece, in order, without gathering them into an array first.
  @inlinable
  public func forEachOperation(_ body: (Operation) throws -> Void) rethrows {
    switch storage {
    case .none: break
    case .one(let operation): try body(operation)
    case .many(let operations): for operation in operations { try body(operation) }
    }
  }

  /// Sends an action right after this one: how a screen reports a delegate event upward.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }

  /// Runs asynchronous work that sends actions back. A thrown `CancellationError` is the
  /// normal end of cancelled work; any other error is reported.
  public static func run(_ body: @escaping @Sendable (Send<Action>) async throws -> Void) -> Self {
    Self(.run(Run(body: body, lifetime: [], cancelID: nil, cancelsInFlight: false)))
  }

  /// Makes this effect's asynchronous work cancellable by `id`, within the feature that starts
  /// it. With `cancelInFlight`, starting it first cancels work already running with that `id`.
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
    Self(.cancel(Cancellation(path: [], target: .id(CancelID(id)))))
  }

  /// Reports a problem to the developer without changing anything.
  @inlinable
  public static func report(_ message: String) -> Self {
    Self(.report(message))
  }

  /// Several effects as one, run in order.
  public static func merge(_ effects: Self...) -> Self {
    effects.reduce(.none) { $0.merging($1) }
  }

  /// This effect followed by `other`.
  @inlinable
  public func merging(_ other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return Self(operations: operations + other.operations)
  }
}
