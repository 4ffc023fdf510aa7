/// Reads the module a line of Swift imports, as `.ci/Layering.swift` does.
enum ImportLine {
  static let accessWords: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  static let declarationKinds: Set<Substring> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]

  /// The module `line` imports: the first word after `import` that is not a kind of
  /// declaration, as in `public import X`, `@testable import X` or `import struct X.Y`;
  /// `nil` for any other line.
  static func module(in line: Substring) -> String? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let at = words.firstIndex(of: "import"),
      words[..<at].allSatisfy({ $0.hasPrefix("@") || accessWords.contains($0) })
    else { return nil }
    words = Array(words[(at + 1)...])
    if let kind = words.first, declarationKinds.contains(kind) { words.removeFirst() }
    // `import X;` and `import X // why` end the name too.
    let name = words.first?.prefix { $0 != ";" && $0 != "/" }
    return name?.split(separator: ".").first.map(String.init)
  }
}
