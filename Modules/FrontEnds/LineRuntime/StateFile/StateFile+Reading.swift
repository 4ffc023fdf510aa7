import Foundation
import Navigation
import Presentation

// A state file's content read in one pass: its header first, then, when the header is this
// app's, its state. Read as two documents (the header alone, then the whole envelope), a large
// file was parsed twice.
extension StateFile {
  /// The header and the state of a file, each with what went wrong reading it.
  struct Reading<State: Decodable>: Decodable {
    enum Key: String, CodingKey {
      case format, app, version, state, linked
    }

    var format: String?
    var app: String?
    var version: Int?
    /// Why the header could not be read, if it could not.
    var headerError: (any Error)?
    /// The state, read only when the header is of a state file at this version; whose app it
    /// is, the caller checks before it looks at the state.
    var state: State?
    /// Why the state could not be read, if it was read.
    var stateError: (any Error)?
    /// What the state's check rebuilt from its link, when the snapshot is its link: the
    /// journal's first check then reads only what changed.
    var checked: Any?

    init(from decoder: any Decoder) throws {
      let container: KeyedDecodingContainer<Key>
      do {
        container = try decoder.container(keyedBy: Key.self)
        format = try container.decodeIfPresent(String.self, forKey: .format)
        app = try container.decodeIfPresent(String.self, forKey: .app)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
      } catch {
        headerError = error
        return
      }
      guard format == StateFile.format, let version, StateFile.readableVersions.contains(version)
      else { return }
      do {
        if container.contains(.linked) {
          try Self.checkLinked(in: container, version: version)
          (state, checked) = try Self.linkedState(in: container)
        } else {
          state = try container.decode(State.self, forKey: .state)
        }
      } catch {
        stateError = error
      }
    }
  }

  /// The state in `data`, a file's whole content already checked as text; `tapes` are its
  /// lines already read, when they could be.
  /// - Throws: `Refusal` saying what is wrong, in the order a reader would look: not JSON, no
  ///   header, another app's or another version's file, a state the app cannot use.
  func state<State: Decodable>(
    _ type: State.Type, in data: Data, tapes: Tapes? = nil, fresh: String
  ) throws(Refusal) -> Loaded<State> {
    var (snapshot, entries) = Self.journalParts(of: data)
    var reading: Reading<State>
    do {
      reading = try TapeDecoder.decode(Reading<State>.self, from: snapshot, tape: tapes?.snapshot)
    } catch {
      // A snapshot written over several lines, by hand or by a tool that pretty-prints, is
      // read whole, as before the journal: no line of changes follows such a file.
      guard !entries.isEmpty || snapshot.count < data.count,
        let whole = try? TapeDecoder.decode(Reading<State>.self, from: data)
      else { throw headerRefusal(error, in: data, fresh: fresh) }
      (snapshot, entries, reading) = (data, [], whole)
    }
    if let error = reading.headerError {
      throw headerRefusal(Self.asDecodingError(error), in: snapshot, fresh: fresh)
    }
    if let problem = headerProblem(format: reading.format, app: reading.app) {
      throw Refusal(
        "'\(path)' is not a state file of \(app): \(problem); give another path; \(fresh)")
    }
    guard let version = reading.version, Self.readableVersions.contains(version) else {
      throw Refusal(
        "the state file '\(path)' has version \(reading.version.map(String.init) ?? "none"), "
          + "but this \(app) reads versions \(Self.readableVersions.lowerBound) to "
          + "\(Self.version): it was written by another version of the app; \(fresh)")
    }
    guard let state = reading.state else {
      let reason =
        reading.stateError.map { Self.describe(Self.asDecodingError($0)) }
        ?? "'state' is missing"
      throw Refusal(
        "the state file '\(path)' holds a state this \(app) cannot use: \(reason); \(fresh)")
    }
    guard !entries.isEmpty else {
      return Loaded(
        state: state, checked: reading.checked, isCurrentVersion: version == Self.version)
    }
    guard version >= 3, let journaled = state as? any JournaledState,
      case let (changed, checked) = try applying(
        entries, tapes: tapes?.entries, to: journaled, fresh: fresh),
      let changed = changed as? State
    else {
      throw Refusal(
        "the state file '\(path)' holds lines after its state, which a file of version "
          + "\(version) of this \(app) never holds; fix or remove it; \(fresh)")
    }
    return Loaded(state: changed, checked: checked, isCurrentVersion: version == Self.version)
  }

  /// `state` with the changes of the journal's `entries` made, checked as a decoded state is:
  /// each screen as it is decoded, the stack, then the coordinator's own rules.
  private func applying<Journaled: JournaledState>(
    _ entries: [Data], tapes: [JSONTape]?, to state: Journaled, fresh: String
  ) throws(Refusal) -> (state: Any, checked: Any?) {
    var routes = state.routes.routes
    var nextID = state.routes.nextID
    for (index, line) in entries.enumerated() {
      // Line 1 is the snapshot.
      let place = "line \(index + 2) of the state file '\(path)'"
      let entry: StateJournalEntry<Journaled.Screen>
      do {
        entry = try TapeDecoder.decode(
          StateJournalEntry<Journaled.Screen>.self, from: line, tape: tapes?[index])
      } catch {
        throw Refusal(
          "\(place) holds no change this \(app) can use: \(Self.describe(error)); \(fresh)")
      }
      if let problem = entry.apply(to: &routes, nextID: &nextID) {
        throw Refusal("\(place) holds a change that does not fit: \(problem); \(fresh)")
      }
    }
    let stack: RouteStack<Journaled.Screen>
    do {
      stack = try RouteStack(routes: routes, nextID: nextID)
    } catch {
      throw Refusal(
        "the changes in the state file '\(path)' make no state a \(app) can use: "
          + "\(error.description); \(fresh)")
    }
    let changed = Journaled(routes: stack)
    var checked: CheckedLinks<Journaled.Screen>?
    if let problem = changed.restoringProblem(reusing: &checked) {
      throw Refusal(
        "the changes in the state file '\(path)' make a state this \(app) cannot use: "
          + "\(problem); \(fresh)")
    }
    return (changed, checked)
  }

  /// `error` as the decoder itself throws it: caught inside a value's decoding, the parser's
  /// own errors (an escape that names no character, say) are not yet the `DecodingError` the
  /// decoder makes of them on the way out.
  private static func asDecodingError(_ error: any Error) -> any Error {
    guard !(error is DecodingError) else { return error }
    return DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
  }

  /// Why a file whose header could not be read is refused: not JSON at all, or JSON without
  /// the header a state file has.
  private func headerRefusal(_ error: any Error, in data: Data, fresh: String) -> Refusal {
    guard Self.isJSON(data) else {
      return Refusal(
        "the state file '\(path)' is not valid JSON (it may be truncated or corrupt); fix or "
          + "remove it; \(fresh)")
    }
    return Refusal(
      "the state file '\(path)' has no header a state file has: \(Self.describe(error)); fix "
        + "or remove it; \(fresh)")
  }
}
