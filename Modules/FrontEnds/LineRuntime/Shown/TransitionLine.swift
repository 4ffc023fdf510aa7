import Navigation
import Presentation

/// The transition lines a record of what was shown writes for a route: `push #1 Number 3`,
/// `update #1 Number 4`, each written at once into a string of its final size.
///
/// Each line is written on every change shown: interpolated, or appended to piece by piece,
/// the string checked its room, its counts and whether it was still ASCII at every piece, and
/// the identity was written into a string of its own through its description first.
enum TransitionLine {
  /// `prefix`, then `verb`, the route's identity and `title`, then `suffix`.
  static func make(
    _ prefix: String, _ verb: String, _ id: RouteID, _ title: String, _ suffix: String = ""
  ) -> String {
    let digits = String(id.rawValue)
    let pieces = [prefix, verb, " #", digits, " ", title, suffix]
    return joined(pieces)
  }

  /// The line of a route that arrives: pushed, or presented in its style.
  static func arrival(_ prefix: String, _ route: RouteNode) -> String {
    route.style == .push
      ? make(prefix, "push", route.id, route.title)
      : make(prefix, "present", route.id, route.title, " as " + route.style.description)
  }

  /// The line of `count` pushes popped down to the route `id` titled `title`.
  static func pop(_ prefix: String, _ count: Int, to id: RouteID, _ title: String) -> String {
    joined([prefix, "pop ", String(count), " to #", String(id.rawValue), " ", title])
  }

  /// `pieces` one after the other, copied once into a string of their total size.
  private static func joined(_ pieces: [String]) -> String {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var end = 0
      for piece in pieces {
        let copied = piece.utf8.withContiguousStorageIfAvailable { bytes in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: bytes)
          return bytes.count
        }
        if let copied {
          end += copied
        } else {
          for byte in piece.utf8 {
            buffer[end] = byte
            end += 1
          }
        }
      }
      return end
    }
  }
}
