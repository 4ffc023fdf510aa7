import Architecture

/// Saves a store's state to its file when it changed since the last commit, and says once when
/// it cannot.
///
/// Changes are marked as they happen and committed in groups, as a database commits: one save
/// (encode, write, fsync, rename) per batch of input rather than per line. No copy of the state
/// is kept to compare with, so the store's state stays uniquely held and changes in place.
@MainActor
final class StateSaver<State: Codable, Action> {
  let file: StateFile
  let store: Store<State, Action>
  private var hasChanges = false
  /// Whether a save failed; the first failure is said at once, later ones are not repeated.
  private(set) var hasFailed = false
  /// Says a failure on standard error; at an editing prompt, the line typed is set aside first.
  var report: (String) -> Void = { printToStandardError($0) }

  init(file: StateFile, store: Store<State, Action>) {
    self.file = file
    self.store = store
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
      try file.save(store.state)
    } catch {
      guard !hasFailed else { return }
      hasFailed = true
      report("error: \(error.message); the app goes on, and will end with exit status 74")
    }
  }
}
