import Foundation

/// One command of a ```` ```sh ```` block in the docs: a line, or a line with the
/// here-document it opens.
struct DocsShellCommand: Equatable {
  /// The command as the document writes it.
  var text: String

  /// The commands of a block, in order; blank lines and comment lines are not commands, but a
  /// here-document's lines are all part of the command that opens it.
  static func commands(in block: String) -> [DocsShellCommand] {
    var commands: [DocsShellCommand] = []
    // Blank lines are kept: inside a here-document they are input.
    var lines = block.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      var text = String(line)
      if let delimiter = hereDocumentDelimiter(of: text) {
        while let body = lines.popFirst() {
          text += "\n" + body
          if body == delimiter { break }
        }
      }
      commands.append(DocsShellCommand(text: text))
    }
    return commands
  }

  /// The word that ends the here-document `line` opens (`EOF` in `<<'EOF'`), if it opens one.
  private static func hereDocumentDelimiter(of line: String) -> String? {
    // `<<<` is a here-string, which ends on its own line.
    guard !line.contains("<<<"),
      let match = line.firstMatch(of: /<<-?\s*['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?/)
    else { return nil }
    return String(match.1)
  }

  /// Whether the command runs only apps and the shell, and so can run inside the tests: a build
  /// or a test run of the package cannot.
  var isRunnable: Bool {
    !text.contains("swift build") && !text.contains("swift test")
      && !text.contains("swift run -c")
  }

  /// The command as the tests run it: the apps are found on the `PATH`, already built.
  var runnableText: String {
    text.replacing(/swift run (?=[a-z])/, with: "").replacing(".build/debug/", with: "")
  }

  /// The names the command uses that the package does not have, each said as a problem.
  var unknownNames: [String] {
    var problems: [String] = []
    for match in text.matches(of: /(?:swift run (?:-c [a-z]+ )?|\.build\/debug\/)([a-z]+)/) {
      let name = String(match.1)
      if !Self.executables.contains(name) {
        problems.append("'swift run \(name)' names no executable of Package.swift")
      }
    }
    for match in text.matches(of: /--filter ([A-Za-z_.]+)/) {
      let name = String(match.1)
      let declarations = ["struct", "class", "enum", "extension", "func"].map { "\($0) \(name)" }
      if !Self.testSources.contains(where: { text in declarations.contains(where: text.contains) })
      {
        problems.append("'--filter \(name)' matches no test in Tests/")
      }
    }
    for match in text.matches(of: /(?:^|\s)([A-Z][A-Z_]+)=/) {
      let name = String(match.1)
      if !Self.allSources.contains(where: { $0.contains("\"\(name)\"") }) {
        problems.append("'\(name)' is read nowhere in Modules/, Apps/ or Tests/")
      }
    }
    return problems
  }

  /// The executables `Package.swift` declares.
  static let executables: Set<String> = {
    let manifest =
      (try? String(
        contentsOf: DocsFence.root.appendingPathComponent("Package.swift"), encoding: .utf8))
      ?? ""
    return Set(
      manifest.matches(of: /executableTarget\(\s*name: "([a-z]+)"/).map { String($0.1) })
  }()

  /// The text of every test file but the docs tests' own (which name tests as examples), and
  /// of every Swift file of the package, read once.
  static let testSources = sources(under: "Tests", skipping: "Docs")
  static let allSources = sources(under: "Modules") + sources(under: "Apps") + testSources

  /// The text of every Swift file under `folder` of the package.
  static func sources(under folder: String, skipping prefix: String? = nil) -> [String] {
    let base = DocsFence.root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { path in
      path.hasSuffix(".swift")
        && !(prefix.map { URL(fileURLWithPath: path).lastPathComponent.hasPrefix($0) } ?? false)
    }.compactMap {
      try? String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)
    }
  }
}
