import Foundation

// A state file's lines read into tapes before anything else: a tape is made only of text that
// passes the checks of `StateFile+Text.swift` (UTF-8, no raw control character in a string,
// no more values than a state holds, numbers written as whole numbers), so a file whose every
// line reads into one needs no pass of those checks, and its decoding reads the tapes made.
extension StateFile {
  /// The tapes of a file's snapshot and of each line of changes after it.
  struct Tapes {
    /// The first line's: the whole state as last saved.
    var snapshot: JSONTape
    /// Each later line's: one save's changes.
    var entries: [JSONTape]
  }

  /// The tapes of `data`'s lines, or `nil` when any byte is outside them (a last line without
  /// its newline), a line does not read into one, or a number has a fraction: the checks of
  /// the text then say what is wrong, as before.
  static func tapes(of data: Data) -> Tapes? {
    guard data.last == UInt8(ascii: "\n") || !data.contains(UInt8(ascii: "\n")) else {
      return nil
    }
    let (snapshot, entries) = journalParts(of: data)
    var left = largestValueCount
    func tape(of line: Data) -> JSONTape? {
      guard let tape = JSONTape(line, limit: left), !tape.hasFractions else {
        return nil
      }
      left -= tape.structureCount
      return tape
    }
    guard let first = tape(of: snapshot) else { return nil }
    var tapes = Tapes(snapshot: first, entries: [])
    for entry in entries {
      guard let next = tape(of: entry) else { return nil }
      tapes.entries.append(next)
    }
    return tapes
  }
}
