import Presentation

// The arguments of the global commands, read apart from running them.
extension LineSession {
  /// Refuses arguments after a global command that takes none.
  static func noArguments(_ arguments: [String], for name: String) throws(InputError) {
    guard arguments.isEmpty else {
      throw InputError("'\(name)' takes no arguments; type '\(name)' alone")
    }
  }

  /// The link after `open`, with one pair of surrounding quotes removed.
  static func link(in text: String) throws(InputError) -> DeepLink {
    var argument = text.drop { $0 == " " }.dropFirst("open".count).trimmingSpaces()
    if argument.count >= 2, let first = argument.first, first == "\"" || first == "'",
      argument.last == first
    {
      argument = argument.dropFirst().dropLast()
    }
    guard !argument.isEmpty else {
      throw InputError("'open' needs a link, as in 'open /'; 'where' prints the current one")
    }
    return try DeepLink(parsing: String(argument), longest: App.longestLink)
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    guard let start = firstIndex(where: { $0 != " " }), let end = lastIndex(where: { $0 != " " })
    else { return "" }
    return self[start...end]
  }
}
