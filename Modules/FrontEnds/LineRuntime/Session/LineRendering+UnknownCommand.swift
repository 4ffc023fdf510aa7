public import Presentation

// The message for a word that is no command here, and the closest command it suggests.
extension LineRendering {
  /// The message for a word that is no command here, suggesting the closest one.
  @inlinable
  public static func unknownCommand<Action>(_ name: String, screen: ScreenView<Action>) -> String {
    let shown = name.count > 20 ? String(name.prefix(20)) + "..." : name
    let typed = name.lowercased()
    // The first of the closest, looked for in place: the screen's names, then the global ones.
    var closest: (name: String, distance: Int)?
    func consider(_ candidate: String) {
      let distance = editDistance(typed, candidate, limit: 2)
      if distance <= 2, distance < closest?.distance ?? 3 { closest = (candidate, distance) }
    }
    for index in 0..<screen.commandCount { consider(screen.commandName(at: index)) }
    for candidate in globalCommandNames { consider(candidate) }
    let hint = closest.map { "did you mean '\($0.name)'? " } ?? ""
    return "'\(shown)' is not a command on \(screen.title); \(hint)type 'help' to list the commands"
  }

  /// The edit distance between two short words, or `limit + 1` as soon as it exceeds `limit`.
  @usableFromInline
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    // A word typed is almost always printable ASCII, where each byte is one character:
    // compared as bytes in place, without building characters or arrays.
    let printable = { (bytes: UnsafeBufferPointer<UInt8>) in
      bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }
    let distance = a.utf8.withContiguousStorageIfAvailable { a in
      b.utf8.withContiguousStorageIfAvailable { b in
        printable(a) && printable(b) ? editDistance(a, b, limit: limit) : nil
      } ?? nil
    }
    if let distance = distance ?? nil { return distance }
    return editDistance(Array(a), Array(b), limit: limit)
  }

  /// The edit distance between `a` and `b`, two rows kept, or `limit + 1` as soon as it
  /// exceeds `limit`.
  private static func editDistance<Word: RandomAccessCollection<Element>, Element: Equatable>(
    _ a: Word, _ b: Word, limit: Int
  ) -> Int where Word.Index == Int {
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    // The two rows on the stack: a typo's suggestions compare it with a dozen names.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
      var previous = UnsafeMutableBufferPointer(rebasing: rows[0...b.count])
      var current = UnsafeMutableBufferPointer(rebasing: rows[(b.count + 1)...])
      for j in 0...b.count { previous[j] = j }
      for (i, x) in zip(a.indices, a) {
        current[0] = i - a.startIndex + 1
        var smallest = current[0]
        for (j, y) in zip(0..<b.count, b) {
          current[j + 1] = min(
            previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
          smallest = min(smallest, current[j + 1])
        }
        guard smallest <= limit else { return limit + 1 }
        swap(&previous, &current)
      }
      return min(previous[b.count], limit + 1)
    }
  }
}
