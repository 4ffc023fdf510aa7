import Foundation
import Presentation
import TerminalEditor

// A state file as a snapshot and a journal: the first line is the whole state, as a save
// writes it; each line after it is one later save's changes (`StateJournalEntry`), appended
// and flushed to disk. A line is whole only with its newline: a save cut short (a kill, a full
// disk) leaves a last line without one, which a load leaves out, as that save never finished
// and its output never went out. The next save then writes a snapshot, atomically, as every
// snapshot is written, which also compacts the journal.
extension StateFile {
  /// The versions this build reads: 2, a snapshot alone, as builds before the journal wrote;
  /// 3, a snapshot that lines of changes may follow; 4, whose snapshot may be the state's link
  /// (`linked`) rather than its routes whole (`state`).
  static let readableVersions = 2...version

  /// The snapshot of `data`, a file's whole content, and the whole lines after it.
  static func journalParts(of data: Data) -> (snapshot: Data, entries: [Data]) {
    // The line ends, found over the bytes themselves: `Data`'s own search is generic, and a
    // large file's snapshot is one long line.
    let ends = data.withUnsafeBytes { buffer -> [Int] in
      guard let base = buffer.baseAddress else { return [] }
      var ends: [Int] = []
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
      {
        let end = base.distance(to: UnsafeRawPointer(found))
        ends.append(end)
        offset = end + 1
      }
      return ends
    }
    guard let first = ends.first else { return (data, []) }
    let start = data.startIndex
    var entries: [Data] = []
    for (previous, end) in zip(ends, ends.dropFirst()) {
      entries.append(data[(start + previous + 1)..<(start + end)])
    }
    return (data[start..<(start + first)], entries)
  }

  /// Appends `line` to the state file and flushes it to disk; `size` is what the file held
  /// after the last save, `nil` when it is not known yet.
  ///
  /// - Returns: the file's size after, or `nil`, with nothing written, when the file cannot be
  ///   opened, does not end where a line can follow (a line left unfinished, a file of an older
  ///   build), or is no longer the size the last save left: a snapshot must be written instead.
  /// - Throws: `Refusal` when the write fails.
  func append(_ line: Data, toSize size: Int?) throws(Refusal) -> Int? {
    try Interruption.duringSave { () throws(Refusal) -> Int? in
      // Read as well as written: the last byte says whether a line can follow.
      let number = open(target, O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      // No file yet, or one this cannot open: a snapshot replaces it, or says why it cannot.
      guard number >= 0 else { return nil }
      defer { close(number) }
      var status = stat()
      guard fstat(number, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        Int(status.st_size) + line.count <= Self.largest
      else { return nil }
      // After a save of this run, the file is as that save left it; before, it is looked at
      // once, since a line can only follow a file of one-line snapshot and lines.
      if let size {
        guard size == Int(status.st_size) else { return nil }
      } else {
        guard Self.isLines(number, size: Int(status.st_size)) else { return nil }
      }
      SavePause.at("during the append")
      var failure: String?
      do throws(Descriptor.WriteError) {
        try Descriptor(number: number).write(line)
      } catch {
        failure = if case .failed(let reason) = error { reason } else { "the file was closed" }
      }
      if failure == nil, fsync(number) != 0 { failure = Descriptor.describe(errno) }
      if let failure { throw Refusal("cannot save the state to '\(path)' (\(failure))") }
      SavePause.at("after the append")
      return Int(status.st_size) + line.count
    }
  }

  /// Whether the file open as `number`, `size` bytes long, is lines a line can follow: each
  /// line ended by a newline, the first (the snapshot) a whole object as a save writes it, and
  /// the last one too. A file written by hand over several lines (pretty-printed, say), which
  /// a load reads whole, is not: a line after it would leave it unreadable.
  static func isLines(_ number: Int32, size: Int) -> Bool {
    guard size > 1, size <= largest else { return false }
    var bytes = [UInt8](repeating: 0, count: size)
    let read = bytes.withUnsafeMutableBytes { pread(number, $0.baseAddress, size, 0) }
    guard read == size, bytes[size - 1] == UInt8(ascii: "\n"),
      let firstEnd = bytes.firstIndex(of: UInt8(ascii: "\n")), firstEnd > 0,
      bytes[firstEnd - 1] == UInt8(ascii: "}")
    else { return false }
    let lastStart = (bytes[..<(size - 1)].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    return bytes[0] == UInt8(ascii: "{") && bytes[lastStart] == UInt8(ascii: "{")
  }
}
