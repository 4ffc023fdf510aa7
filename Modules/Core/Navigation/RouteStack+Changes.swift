import Synchronization

/// One version of a stack's routes and screens, to ask later what changed since
/// (``RouteStack/changes(since:)``).
///
/// Every change a stack makes gets a revision no other change of any stack has, so that a
/// version kept by a front end is recognised in the stack's history only if the stack really
/// descends from it: a copy that went its own way since does not pass for it.
public struct RouteStackRevision: Hashable, Sendable {
  let value: Int
}

/// What changed in a stack since an earlier revision: enough to show the change without
/// comparing the two stacks route by route.
public struct RouteStackChanges: Equatable, Sendable {
  /// How many routes from the bottom of the earlier version are still there: they keep their
  /// identity, style and position. Everything above them is new.
  public var keptCount: Int
  /// The positions, below ``keptCount`` and ascending, of the routes whose screens may have
  /// changed in place.
  public var modifiedPositions: [Int]

  /// Changes that kept `keptCount` routes and may have modified the screens at
  /// `modifiedPositions`: what a test or a hand-written source of changes gives.
  public init(keptCount: Int, modifiedPositions: [Int]) {
    self.keptCount = keptCount
    self.modifiedPositions = modifiedPositions
  }
}

/// The recent history of a stack: what a front end needs to show a change in time proportional
/// to the change. It is not part of the stack's value: equality, hashing and coding ignore it.
struct RouteStackLog: Sendable {
  /// A change, recorded with the revision it was made on.
  struct Entry: Sendable {
    enum Change: Sendable {
      case added
      case removed(downTo: Int)
      case modified(RouteID)
    }

    /// The revision before the change.
    var previous: Int
    /// How many routes the stack held before the change.
    var previousCount: Int
    var change: Change
  }

  /// The most entries kept; a front end further behind compares the stacks instead.
  static let capacity = 64

  private(set) var revision = RouteStackLog.nextRevision()
  private(set) var entries: [Entry] = []

  /// Records `change`, made to a stack of `count` routes, as the next revision of the stack.
  mutating func record(_ change: Entry.Change, count: Int) {
    if entries.count == Self.capacity { entries.removeFirst(Self.capacity / 2) }
    entries.append(Entry(previous: revision, previousCount: count, change: change))
    revision = Self.nextRevision()
  }

  /// A revision used by no other change of any stack.
  static func nextRevision() -> Int {
    counter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  private static let counter = Atomic<Int>(0)
}

extension RouteStack {
  /// The version of the routes and screens as they are now.
  public var revision: RouteStackRevision { RouteStackRevision(value: log.revision) }

  /// What changed since `revision`, or `nil` when the stack cannot tell: the revision is not
  /// in its recent history (too many changes since, or a stack that does not descend from
  /// that version). Costs time in the number of changes since, not in the size of the stack.
  public func changes(since revision: RouteStackRevision) -> RouteStackChanges? {
    var kept = count
    var modified: [RouteID] = []
    if revision.value != log.revision {
      guard let start = log.entries.lastIndex(where: { $0.previous == revision.value }) else {
        return nil
      }
      kept = log.entries[start].previousCount
      for entry in log.entries[start...] {
        switch entry.change {
        case .added: break
        case .removed(let count): kept = min(kept, count)
        case .modified(let id): modified.append(id)
        }
      }
    }
    var positions = Set<Int>()
    for id in modified {
      if let position = position(of: id), position < kept { positions.insert(position) }
    }
    return RouteStackChanges(keptCount: kept, modifiedPositions: positions.sorted())
  }

  /// Notes that the screen of `id` may have changed in place.
  @usableFromInline
  mutating func recordModification(of id: RouteID) {
    log.record(.modified(id), count: count)
  }
}
