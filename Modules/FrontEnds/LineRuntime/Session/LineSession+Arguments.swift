public import Presentation

// The arguments of the global commands, read apart from running them.
extension LineSession {
  /// Refuses arguments after a global command that takes none.
  @inlinable
  static func noArguments(_ arguments: [String], for name: String) throws(Refusal) {
    guard arguments.isEmpty else {
      throw Refusal("'\(name)' takes no arguments; type '\(name)' alone")
    }
  }

  /// The first word of a line, its command's name, and the words after it, its arguments:
  /// split at spaces; `nil` for a line of none.
  ///
  /// The arguments are an array of their own, made only when there are some: most lines are a
  /// name alone. Not isolated: it touches nothing of the session, and its closures then need
  /// no check of the actor they run on.
  @inlinable
  nonisolated static func command(of text: String) -> (name: String, arguments: [String])? {
    var name: String?
    var arguments: [String] = []
    forEachWord(of: text) { word in
      if name == nil { name = word } else { arguments.append(word) }
    }
    return name.map { ($0, arguments) }
  }

  /// Calls `body` with each word of `text`, split at spaces, in order.
  @inlinable
  nonisolated static func forEachWord(of text: String, _ body: (String) -> Void) {
    // A line is visible text without tabs or line ends (`InputLine.text()`), so in ASCII each
    // byte is a character: split as bytes, without finding characters' boundaries.
    let splitAsBytes: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") {
        if end > start {
          body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        start = end + 1
      }
      return true
    }
    guard splitAsBytes != true else { return }
    for word in text.split(whereSeparator: { $0 == " " }) { body(String(word)) }
  }

  /// The link after `open`, with one pair of surrounding quotes removed; `longest` is the
  /// app's ``Presentable/longestLink``.
  @usableFromInline
  static func link(in text: String, longest: Int) throws(Refusal) -> DeepLink {
    var argument = text.drop { $0 == " " }.dropFirst("open".count).trimmingSpaces()
    if argument.count >= 2, let first = argument.first, first == "\"" || first == "'",
      argument.last == first
    {
      argument = argument.dropFirst().dropLast()
    }
    guard !argument.isEmpty else {
      throw Refusal("'open' needs a link, as in 'open /'; 'where' prints the current one")
    }
    return try DeepLink(parsing: String(argument), longest: longest)
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    guard let start = firstIndex(where: { $0 != " " }), let end = lastIndex(where: { $0 != " " })
    else { return "" }
    return self[start...end]
  }
}
