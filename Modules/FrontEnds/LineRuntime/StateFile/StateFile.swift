import Foundation
public import Presentation
import TerminalEditor

/// A file holding an app's whole state as versioned JSON, read at start and written after every
/// change.
///
/// Writing is atomic: the new content goes to a temporary file beside the target, is flushed
/// to disk, and then renamed over the target, so a kill at any moment leaves the old file or
/// the new one, never a part. The file stays the user's: a symlink stays a symlink, the mode
/// is kept, a read-only file is refused, and a second process is kept out by a lock
/// (``lock()``). A file that cannot be used is reported, never overwritten.
public struct StateFile: Sendable {
  /// The format version this build writes: 4, a snapshot that lines of changes may follow
  /// (see `StateFile+Journal.swift`), the snapshot the state's link when it can be one (see
  /// `StateFile+Snapshot.swift`). It reads versions 2 and 3 as well.
  public static let version = 4

  /// The most bytes a state file may hold: 64 MiB. A 10,000-route state takes about 1 MB, and
  /// one whose every route holds the longest text a command takes about 12 MB, so this is
  /// room for any state the commands make; a bigger file is refused before it is read, so it
  /// cannot take the memory its decoding would need.
  public static let largest = 64 << 20

  /// Where the file lives, as the user named it.
  public let path: String
  /// The app whose state it holds; a file of another app is refused.
  public let app: String
  /// The file `path` led to when the state file was made, every symlink followed: the one
  /// file this run locks, reads and writes, even if the link is pointed elsewhere meanwhile.
  let target: String

  /// A state file at `path` for `app`.
  public init(path: String, app: String) {
    self.path = path
    self.app = app
    target = Self.resolvingLinks(path)
  }

  static let format = "coordinator-suite-state"

  /// The saved state, or `nil` when there is no file yet.
  /// - Throws: `Refusal` saying why the file cannot be used and how to start afresh.
  public func load<State: Codable>(_ type: State.Type) throws(Refusal) -> State? {
    try loadChecked(State.self)?.state
  }

  /// The saved state, with what its check rebuilt and whether the file is of this version, or
  /// `nil` when there is no file yet.
  func loadChecked<State: Codable>(_ type: State.Type) throws(Refusal) -> Loaded<State>? {
    let fresh = "to start afresh instead, add --reset (which replaces the file)"
    var status = stat()
    guard stat(target, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw Refusal(
        "cannot read the state file '\(path)' (\(Descriptor.describe(errno))); \(fresh)")
    }
    // A FIFO or a device would block or never end; a directory is not a file at all.
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw Refusal("the state file '\(path)' is not a regular file; give the path of a file")
    }
    guard status.st_size <= Self.largest else {
      throw Refusal(
        "the state file '\(path)' holds \(status.st_size) bytes, more than the \(Self.largest) "
          + "a state file may hold; no state the commands make is that big; \(fresh)")
    }
    // Read to at most one byte past the cap: a file that grew since it was measured is refused
    // as well, without reading it whole.
    guard let handle = FileHandle(forReadingAtPath: target) else {
      throw Refusal("cannot read the state file '\(path)'; check its permissions, or \(fresh)")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      // An empty file reads as no data at all.
      data = try handle.read(upToCount: Self.largest + 1) ?? Data()
    } catch {
      throw Refusal(
        "cannot read the state file '\(path)' (\(error.localizedDescription)); \(fresh)")
    }
    guard data.count <= Self.largest else {
      throw Refusal(
        "the state file '\(path)' grew past the \(Self.largest) bytes a state file may hold "
          + "while it was read; \(fresh)")
    }
    let tapes = Self.tapes(of: data)
    if tapes == nil, let problem = Self.textProblem(in: data) {
      throw Refusal("the state file '\(path)' \(problem); fix or remove it; \(fresh)")
    }
    return try state(State.self, in: data, tapes: tapes, fresh: fresh)
  }

  /// What to do about a file that could not be made, when the reason says: permissions are
  /// the user's to change; a missing directory or a full disk speak for themselves.
  static func advice(for code: Int32) -> String {
    [EACCES, EPERM, EROFS].contains(code) ? "; make its directory writable" : ""
  }

  /// Refuses a file the user made read-only: it is theirs, and saving over it would quietly
  /// undo that. Refuses a folder it cannot write as well: a save that outgrows its journal
  /// writes a new file there, and would fail after the screen had shown the change.
  /// - Throws: `Refusal` naming the file and what to do.
  public func checkWritable() throws(Refusal) {
    let directory = Self.split(target).directory
    if access(directory, W_OK | X_OK) != 0 {
      throw Refusal(
        "the folder of the state file '\(path)' cannot be written (\(Descriptor.describe(errno))), "
          + "and a save writes a new file there; make the folder writable, or give a path in one "
          + "you can write")
    }
    var status = stat()
    guard stat(target, &status) == 0 else { return }
    if status.st_mode & 0o222 == 0 {
      throw Refusal(
        "the state file '\(path)' is read-only; make it writable (chmod u+w) to keep saving "
          + "there, or give another path")
    }
    // What the mode does not say: an immutable file (chattr +i), which not even root writes.
    if access(target, W_OK) != 0 {
      throw Refusal(
        "the state file '\(path)' cannot be written (\(Descriptor.describe(errno))); make it "
          + "writable (chattr -i, if it is immutable) to keep saving there, or give another path")
    }
  }

  /// Writes `state` atomically, through a symlink if `path` is one, keeping the file's mode.
  ///
  /// The new content goes to a temporary file created exclusively beside the target (an
  /// unpredictable name, never following a link planted there), is flushed to disk, takes the
  /// old file's permissions and is renamed over it; the directory is then flushed, so the
  /// rename itself survives a power cut.
  /// - Returns: the bytes written: the snapshot, a line of its own, that the lines of later
  ///   changes follow.
  /// - Throws: `Refusal` saying why the file could not be written.
  @discardableResult
  public func save<State: Codable>(_ state: State) throws(Refusal) -> Int {
    var data: Data
    do {
      data = try snapshot(of: state)
      data.append(UInt8(ascii: "\n"))
    } catch {
      throw Refusal("the state could not be encoded: \(error)")
    }
    // Nothing is saved that the loader would refuse: the old file stays as it was.
    guard data.count <= Self.largest else {
      throw Refusal(
        "the state is \(data.count) bytes, more than the \(Self.largest) a state file may hold, "
          + "so it was not saved; the file keeps the state saved before")
    }
    // The loader's own check, on the bytes to be written: a state that came from outside (an
    // answer a trace or a server gave, say) and that no command could make is never saved.
    do {
      let reading = try TapeDecoder.decode(Reading<State>.self, from: data)
      if let error = reading.headerError ?? reading.stateError { throw error }
    } catch {
      throw Refusal(
        "the state was not saved, because this \(app) would refuse to load it: "
          + "\(Self.describe(error)); the file keeps the state saved before")
    }
    // No signal ends the process between the first write and the rename: the file is then
    // the old one or the new one, and no temporary file is left.
    try Interruption.duringSave { () throws(Refusal) in try write(data) }
    return data.count
  }

  /// Writes `data` to a temporary file beside the state file and renames it over it.
  private func write(_ data: Data) throws(Refusal) {
    let (directory, name) = Self.split(target)
    let temporary = "\(directory)/\(Self.temporaryPrefix(name))\(Self.randomSuffix()).tmp"
    // The old file's mode, set below; a new file gets what the user's umask allows of 0666.
    let mode = Self.existingMode(of: target)
    SavePause.at("before the write")
    let number = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode == nil ? 0o666 : 0o600)
    guard number >= 0 else {
      let code = errno
      throw Refusal(
        "cannot save the state beside '\(path)' (\(Descriptor.describe(code)))"
          + Self.advice(for: code))
    }
    var failure: String?
    do {
      SavePause.at("during the write")
      try Descriptor(number: number).write(data)
    } catch {
      failure = if case .failed(let reason) = error { reason } else { "the file was closed" }
    }
    if failure == nil, let mode, fchmod(number, mode) != 0 {
      failure = Descriptor.describe(errno)
    }
    // The data must be on disk before the rename makes it the state file.
    if failure == nil, fsync(number) != 0 { failure = Descriptor.describe(errno) }
    close(number)
    SavePause.at("before the rename")
    if failure == nil, rename(temporary, target) != 0 { failure = Descriptor.describe(errno) }
    SavePause.at("after the rename")
    if let failure {
      unlink(temporary)
      throw Refusal("cannot save the state to '\(path)' (\(failure))")
    }
    Self.flushDirectory(directory)
  }
}
