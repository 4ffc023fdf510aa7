import AppCoordinator
import Foundation
import LineRuntime
import LineRuntimeTesting
import NumbersCoordinator
import OnboardingCoordinator
import Testing

/// The table of each app's longest link and line in `Docs/DeepLinks.md` is what the apps
/// derive: a change to a declaration that moves either fails here, and
/// `RECORD_TRANSCRIPTS=1` writes the table anew.
struct LongestLinksTableTests {
  static let article = DocsFence.root.appendingPathComponent("Docs/DeepLinks.md")

  /// Each app's row, as the table shows it.
  static var rows: [String] {
    [
      ("numbers", NumbersCoordinator.longestLink),
      ("onboarding", OnboardingCoordinator.longestLink),
      ("showcase", AppCoordinator.longestLink),
    ].map { app, link in
      "| `\(app)` | \(grouped(link)) bytes | \(grouped(InputLine.limit(forLinksUpTo: link))) bytes |"
    }
  }

  @Test("Docs/DeepLinks.md gives each app's longest link and line as the app derives them")
  func theTableIsWhatTheAppsDerive() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let shown = text.split(separator: "\n").filter {
      $0.hasPrefix("| `numbers` |") || $0.hasPrefix("| `onboarding` |")
        || $0.hasPrefix("| `showcase` |")
    }
    .filter { $0.hasSuffix(" bytes |") }.map(String.init)
    if Transcript.isRecording, shown != Self.rows, shown.count == Self.rows.count {
      var recorded = text
      for (old, new) in zip(shown, Self.rows) {
        recorded = recorded.replacingOccurrences(of: old, with: new)
      }
      try recorded.write(to: Self.article, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      shown == Self.rows,
      "Docs/DeepLinks.md's table of longest links differs from what the apps derive; run the tests with \(Transcript.recordVariable)=1 to write it anew:\n\(Self.rows.joined(separator: "\n"))"
    )
  }

  /// `number` with a comma every three digits, as the docs write numbers.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text += "," }
      text.append(digit)
    }
    return text
  }
}
