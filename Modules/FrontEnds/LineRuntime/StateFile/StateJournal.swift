import Foundation
import Navigation
import Presentation
import ShownText

/// What a state file's journal keeps of the saves before: where the stack stood at the last
/// save, and how far the file has grown since its snapshot. No copy of the state: the stack's
/// revision tells which screens changed in place since, and identities which routes came and
/// went, in time proportional to the change.
@MainActor
final class StateJournal<Journaled: JournaledState> {
  let file: StateFile
  private var savedNextID = RouteID(0)
  /// How many routes the stack had at the last save: a change that only removes routes keeps
  /// fewer than that.
  private var savedCount = 0
  /// Where the stack stood at the last save; `nil` until the file holds the state.
  private var savedRevision: RouteStackRevision?
  private var savedPending: PendingLink?
  /// The file's size after the last save; `nil` until an append finds it.
  private var fileBytes: Int?
  /// The snapshot's size, or the whole file's as the first append found it: once the journal
  /// outgrows it, the next save is a snapshot, so a load reads at most about twice the state.
  private var snapshotBytes: Int?
  private var journalBytes = 0
  /// What the last check of the state rebuilt from its links: the next check reads only the
  /// routes above those that stayed, so a save costs what changed, not the whole stack.
  private var checked: CheckedLinks<Journaled.Screen>?

  /// A journal whose file holds `state`, as just loaded, or nothing yet (`nil`): a snapshot
  /// comes first. `checked` is what the load's check rebuilt from the state's links, if any.
  init(file: StateFile, saved state: Journaled?, checked: CheckedLinks<Journaled.Screen>? = nil) {
    self.file = file
    self.checked = checked
    if let state { mark(state) }
  }

  /// Appends what changed since the last save.
  /// - Returns: `false`, with nothing written, when only a snapshot can say it: the stack was
  ///   assigned whole, the journal outgrew its snapshot, or the file does not end where a line
  ///   can follow.
  /// - Throws: `Refusal` when the append fails.
  func appendChanges(of state: Journaled) throws(Refusal) -> Bool {
    let stack = state.routes
    guard state.pending == nil, savedPending == nil, let savedRevision,
      let changed = stack.routesChanged(since: savedRevision),
      let entry = StateJournalEntry(
        from: stack, savedNextID: savedNextID, changedSince: changed)
    else { return false }
    if entry.changed.isEmpty, entry.arrived.isEmpty, entry.keep == savedCount,
      entry.nextID == savedNextID
    {
      return true
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard var line = try? encoder.encode(entry) else { return false }
    // The loader's own checks, as a snapshot's save runs them on the whole state: each screen
    // the line holds decoded, then the stack's and the coordinator's rules over the state the
    // load would rebuild. A state that came from outside (an answer a trace or a server gave)
    // and that no command could make is never saved.
    let problem: String?
    do {
      _ = try TapeDecoder.decode(StateJournalEntry<Journaled.Screen>.self, from: line)
      problem = state.restoringProblem(reusing: &checked)
    } catch {
      problem = StateFile.describe(error)
    }
    if let problem {
      throw Refusal(
        "the state was not saved, because this \(file.app) would refuse to load it: "
          + "\(VisibleText.shortened(problem)); the file keeps the state saved before")
    }
    line.append(UInt8(ascii: "\n"))
    if let snapshotBytes, journalBytes + line.count > snapshotBytes { return false }
    guard let size = try file.append(line, toSize: fileBytes) else { return false }
    if snapshotBytes == nil { snapshotBytes = size - line.count }
    fileBytes = size
    journalBytes += line.count
    mark(state)
    return true
  }

  /// Notes a snapshot of `state`, `bytes` long, written whole: the journal starts again.
  func snapshotted(_ state: Journaled, bytes: Int) {
    snapshotBytes = bytes
    fileBytes = bytes
    journalBytes = 0
    mark(state)
  }

  private func mark(_ state: Journaled) {
    savedNextID = state.routes.nextID
    savedCount = state.routes.count
    savedRevision = state.routes.revision
    savedPending = state.pending
  }
}
