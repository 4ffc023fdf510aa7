import AppCoordinator
import Architecture
import Foundation
import LineRuntimeTesting
import NumberFactClient
import Testing

/// Recorded sessions of `showcase`, replayed: one piped, one typed at a terminal while a fact
/// arrived, both with refused lines and a fact from a numbers tab three levels down.
@MainActor
struct ShowcaseTraceTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")
  nonisolated static let names = ["fact-and-refused-lines", "fact-while-typing"]

  static func path(_ name: String) -> String {
    directory.appendingPathComponent("\(name).trace").path
  }

  @Test(arguments: names)
  func aRecordedSessionReplays(name: String) async {
    // A client that would answer otherwise: the replay takes the recorded answer.
    let client = NumberFactClient { number in "\(number) is not what it was." }
    let divergence = await TraceTest.replay(
      AppCoordinator.self, file: Self.path(name), name: "showcase",
      dependencies: Dependencies().with(\.numberFact, client)
    ) { Store(initialState: AppCoordinator.State(), reducer: AppCoordinator($0)) }
    #expect(divergence == nil)
  }

  @Test(arguments: names)
  func noTraceLineHoldsASwiftTypeName(name: String) throws {
    let text = try String(contentsOfFile: Self.path(name), encoding: .utf8)
    #expect(text.contains(#""client":"numberFact""#))
    for line in text.split(separator: "\n") {
      #expect(TraceTest.typeNames(in: String(line)).isEmpty, "\(line)")
    }
  }
}
