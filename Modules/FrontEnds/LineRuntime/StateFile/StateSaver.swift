import Architecture
import Presentation

/// Saves a store's state to its file when it changed since the last commit, and says once when
/// it cannot.
///
/// Changes are marked as they happen and committed in groups, as a database commits: one save
/// per batch of input rather than per line. A state that keeps a journal (`JournaledState`)
/// is saved as what changed since the save before, appended to the file; otherwise, and when
/// the journal cannot say it, as a snapshot (encode, write, fsync, rename). No copy of the
/// state is kept to compare with, so the store's state stays uniquely held and changes in place.
@MainActor
final class StateSaver<State: Codable, Action> {
  let file: StateFile
  let store: Store<State, Action>
  private var hasChanges = false
  /// Whether a save failed; the first failure is said at once, later ones are not repeated.
  private(set) var hasFailed = false
  /// Says a failure on standard error; at an editing prompt, the line typed is set aside first.
  var report: (String) -> Void = { printToStandardError($0) }
  /// Appends what changed since the last save, when the state keeps a journal; `false` when
  /// only a snapshot can say it.
  private var appendChanges: ((State) throws(Refusal) -> Bool)?
  /// Tells the journal a snapshot of this many bytes was written.
  private var snapshotted: ((State, Int) -> Void)?

  init(file: StateFile, store: Store<State, Action>) {
    self.file = file
    self.store = store
  }

  /// Saves later changes as a journal after the file's snapshot, when the state can keep one;
  /// `fileHoldsState` when the file holds the store's state as it is now (just loaded), and
  /// otherwise the first save is a snapshot. `checked` is what the load's check rebuilt from
  /// the state's links, if it kept it (``StateFile/loadChecked(_:)``).
  func keepJournal(fileHoldsState: Bool, checked: Any? = nil) {
    guard let journaled = store.state as? any JournaledState else { return }
    attachJournal(to: journaled, fileHoldsState: fileHoldsState, checked: checked)
  }

  private func attachJournal<Journaled: JournaledState>(
    to state: Journaled, fileHoldsState: Bool, checked: Any?
  ) {
    let journal = StateJournal(
      file: file, saved: fileHoldsState ? state : nil,
      checked: checked as? CheckedLinks<Journaled.Screen>)
    appendChanges = { state throws(Refusal) in
      guard let state = state as? Journaled else { return false }
      return try journal.appendChanges(of: state)
    }
    snapshotted = { state, bytes in
      if let state = state as? Journaled { journal.snapshotted(state, bytes: bytes) }
    }
  }

  /// Notes that the state changed since the last commit.
  func markChanged() {
    hasChanges = true
  }

  /// Saves the state if it changed since the last commit.
  func commit() {
    guard hasChanges else { return }
    hasChanges = false
    do {
      let state = store.state
      if let appendChanges, try appendChanges(state) { return }
      // Saved first, alone: as an argument of an optional call it would not run without one.
      let bytes = try file.save(state)
      snapshotted?(state, bytes)
    } catch {
      guard !hasFailed else { return }
      hasFailed = true
      report("error: \(error.message); the app goes on, and will end with exit status 74")
    }
  }
}
