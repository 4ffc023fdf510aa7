/// What a store's reducers changed in place since it was last asked, as a tree of the places
/// they noted (``ChangeNote``): what a front end needs to show a change in time proportional
/// to the change.
///
/// A record describes the navigation at one place, a route stack or tabs. A step below it is a
/// route whose screen changed or a tab an action reached, with the record of the navigation
/// nested there. Where the reducer that runs a place noted it (``isNoted``), a route or tab
/// without a step kept its screen as it was, and routes that arrived or left are told by their
/// identities, which only count up. Where no reducer noted the place, a front end compares.
public struct ChangeRecord: Equatable, Sendable {
  /// Whether the reducer that runs this place noted what it changed: without that, only a
  /// comparison tells.
  public var isNoted: Bool
  /// Whether any route of the stack here may have changed in place: its coordinator acted on
  /// an action of its own, such as a link opened.
  public var everyRoute: Bool
  /// What changed below each step from here.
  public var below: [LifetimeComponent: ChangeRecord]

  /// A record of the changes given, as a test or a hand-written source of changes gives them.
  public init(
    isNoted: Bool = true, everyRoute: Bool = false, below: [LifetimeComponent: ChangeRecord] = [:]
  ) {
    self.isNoted = isNoted
    self.everyRoute = everyRoute
    self.below = below
  }

  /// Whether the record tells what changed here without comparing: the place was noted, and
  /// not every route of it may have changed.
  public var isExact: Bool { isNoted && !everyRoute }

  /// Adds `note`: the place it notes and what changed there, and every place on its way
  /// there, each noted with the step taken from it, as the reducer that took it would have.
  public mutating func record(_ note: ChangeNote) {
    record(note, from: 0)
  }

  private mutating func record(_ note: ChangeNote, from step: Int) {
    isNoted = true
    guard step < note.path.count else {
      everyRoute = everyRoute || note.everyRoute
      if let changed = note.changed, below[changed] == nil {
        below[changed] = ChangeRecord(isNoted: false)
      }
      return
    }
    below[note.path[step], default: ChangeRecord(isNoted: false)].record(note, from: step + 1)
  }
}
