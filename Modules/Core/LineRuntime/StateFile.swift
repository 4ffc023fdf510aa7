import Foundation
public import Presentation

/// A file holding an app's whole state as versioned JSON, read at start and written after every
/// change.
///
/// Writing is atomic: the new content goes to a temporary file beside the target, is flushed
/// to disk, and then renamed over the target, so a kill at any moment leaves the old file or
/// the new one, never a part. A file that cannot be used is reported, never overwritten.
public struct StateFile: Sendable {
  /// The format version this build reads and writes.
  public static let version = 1

  /// Where the file lives.
  public let path: String
  /// The app whose state it holds; a file of another app is refused.
  public let app: String

  /// A state file at `path` for `app`.
  public init(path: String, app: String) {
    self.path = path
    self.app = app
  }

  /// The envelope around the state: what makes a file recognisable and versioned.
  private struct Envelope<State: Codable>: Codable {
    var format: String
    var app: String
    var version: Int
    var state: State
  }

  /// The header alone, read first so that a wrong app or version gets its own message.
  private struct Header: Decodable {
    var format: String?
    var app: String?
    var version: Int?
  }

  private static let format = "coordinator-suite-state"

  /// The saved state, or `nil` when there is no file yet.
  /// - Throws: ``InputError`` saying why the file cannot be used and how to start afresh.
  public func load<State: Codable>(_ type: State.Type) throws(InputError) -> State? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let fresh = "or start afresh with --reset (which replaces the file)"
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("cannot read the state file '\(path)'; check its permissions, \(fresh)")
    }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: data) else {
      throw InputError(
        "the state file '\(path)' is not valid JSON (it may be truncated or corrupt); fix or "
          + "remove it, \(fresh)")
    }
    guard header.format == Self.format, header.app == app else {
      throw InputError(
        "'\(path)' is not a state file of \(app) (it says \(header.app ?? "nothing")); give "
          + "another path, \(fresh)")
    }
    guard header.version == Self.version else {
      throw InputError(
        "the state file '\(path)' has version \(header.version.map(String.init) ?? "none"), "
          + "but this \(app) reads version \(Self.version); \(fresh)")
    }
    do {
      return try decoder.decode(Envelope<State>.self, from: data).state
    } catch {
      throw InputError(
        "the state file '\(path)' holds a state this \(app) cannot use (\(Self.describe(error))); "
          + fresh)
    }
  }

  /// Writes `state` atomically.
  /// - Throws: ``InputError`` saying why the file could not be written.
  public func save<State: Codable>(_ state: State) throws(InputError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(
        Envelope(format: Self.format, app: app, version: Self.version, state: state))
    } catch {
      throw InputError("the state could not be encoded: \(error)")
    }
    let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw InputError(
        "cannot write '\(temporary)' beside the state file; is its directory writable?")
    }
    let written = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    // The data must be on disk before the rename makes it the state file.
    let flushed = fsync(descriptor) == 0
    close(descriptor)
    guard written, flushed, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw InputError("cannot save the state to '\(path)'; is the disk full or read-only?")
    }
  }

  /// A decoding error in one line: where and what.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }
    switch error {
    case .dataCorrupted(let context): return context.debugDescription + path(context)
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing" + path(context)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return context.debugDescription + path(context)
    @unknown default: return "\(error)"
    }
  }
}
