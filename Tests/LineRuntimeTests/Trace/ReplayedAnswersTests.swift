import Architecture
import LineRuntime
import Testing

/// Clients' answers given from a trace: where the trace has them, and never from the client.
@MainActor
@Suite("ReplayedAnswers")
struct ReplayedAnswersTests {
  /// The replay of `lines` (a trace's events) through a fresh `Asker` whose client must not be
  /// asked.
  static func replay(_ lines: [String]) async throws -> (TraceReplay, asked: Bool) {
    let text = ([TraceHeader(app: "asker", options: [:]).jsonLine] + lines).joined(separator: "\n")
    let replay = TraceReplay(try RecordedTrace(text: text))
    let asked = AskedFlag()
    let client = WordClient { _ in
      await asked.set()
      return "not what was said"
    }
    let store = Store(
      initialState: Asker.State(),
      reducer: Asker(replay.wrapping(Dependencies().with(\.words, client))))
    let session = LineSession<Asker>(store: store, trace: replay.observe, write: { _ in })
    _ = await replay.run(session)
    return (replay, await asked.value)
  }

  @Test("an answer is given from the trace, and the client is never asked")
  func anAnswerComesFromTheTrace() async throws {
    let asker = AskerSession(WordClient { "word \($0)" })
    asker.session.handle("ask 3")
    await asker.session.store.settle()
    let (replay, asked) = try await Self.replay(asker.lines)
    #expect(replay.divergence == nil)
    #expect(replay.produced == asker.lines)
    #expect(!asked)
  }

  @Test("an answer that came after a later line comes after that line again")
  func anAnswerArrivesBetweenTheSameLines() async throws {
    let (words, gate) = AsyncStream<String>.makeStream()
    let asker = AskerSession(.waiting(on: words))
    asker.session.handle("ask 3")
    asker.session.handle("help")
    gate.yield("late")
    await asker.session.store.settle()
    let help = try #require(asker.lines.firstIndex { $0.contains(#""line":"help""#) })
    let result = try #require(asker.lines.firstIndex { $0.contains(#""event":"result""#) })
    #expect(help < result)
    let (replay, _) = try await Self.replay(asker.lines)
    #expect(replay.divergence == nil)
    #expect(replay.produced == asker.lines)
  }

  @Test("a failure recorded fails again, described as it was")
  func aFailureFailsAgain() async throws {
    let asker = AskerSession(WordClient { _ in throw WordClient.Offline() })
    asker.session.handle("ask 3")
    await asker.session.store.settle()
    let (replay, asked) = try await Self.replay(asker.lines)
    #expect(replay.divergence == nil)
    #expect(replay.produced == asker.lines)
    #expect(!asked)
  }

  @Test("a call the trace never answers waits until its work is cancelled")
  func aCallNeverAnsweredWaitsUntilCancelled() async throws {
    let (never, _) = AsyncStream<String>.makeStream()
    let asker = AskerSession(.waiting(on: never))
    asker.session.handle("ask 3")
    asker.session.handle("stop")
    await asker.session.store.settle()
    let (replay, asked) = try await Self.replay(asker.lines)
    #expect(replay.divergence == nil)
    #expect(!asked)
  }

  @Test("an answer no work waits for is the divergence, at its event")
  func anAnswerNoWorkWaitsFor() async throws {
    let asker = AskerSession(WordClient { "word \($0)" })
    asker.session.handle("ask 3")
    await asker.session.store.settle()
    let result = try #require(asker.lines.first { $0.contains(#""event":"result""#) })
    let (replay, _) = try await Self.replay(asker.lines + [result])
    let divergence = try #require(replay.divergence)
    #expect(divergence.event == asker.lines.count + 1)
    #expect(
      divergence.happened
        == "nothing: no work of the app was waiting for words's word of 3 (none waits)")
  }

  /// The events of a session that asked `words` for a word for 3, the answer's event changed
  /// by `edit`; and where that event is.
  private static func askedForThree(
    editing edit: (String) -> String
  ) async throws -> (lines: [String], result: Int) {
    let asker = AskerSession(WordClient { "word \($0)" })
    asker.session.handle("ask 3")
    await asker.session.store.settle()
    var lines = asker.lines
    let result = try #require(lines.firstIndex { $0.contains(#""event":"result""#) })
    lines[result] = edit(lines[result])
    return (lines, result)
  }

  @Test("an answer recorded for another input is given to no call, and the replay stops there")
  func anAnswerForAnotherInputIsRefused() async throws {
    let (lines, result) = try await Self.askedForThree {
      $0.replacingOccurrences(of: #""input":3"#, with: #""input":4"#)
    }
    let (replay, asked) = try await Self.replay(lines)
    let divergence = try #require(replay.divergence)
    #expect(divergence.event == result + 1)
    #expect(
      divergence.happened
        == "nothing: no work of the app was waiting for the call this event names; a call of "
        + #"words's word waits, whose answer's event begins {"event":"result","client":"words","#
        + #""call":"word","input":3,"#)
    #expect(!asked)
  }

  @Test("an answer of another type than the call's is never handed to the app")
  func anAnswerOfAnotherTypeIsRefused() async throws {
    let (lines, result) = try await Self.askedForThree {
      $0.replacingOccurrences(of: #""value":"word 3""#, with: #""value":{"answered":{"_0":"x"}}"#)
    }
    let (replay, _) = try await Self.replay(lines)
    let divergence = try #require(replay.divergence)
    #expect(divergence.event == result + 1)
    #expect(divergence.happened == "nothing: its value is not one words's word answers")
    #expect(!replay.produced.contains { $0.contains(#""answered""#) })
  }

  @Test(
    "an answer whose event this app writes otherwise is never handed to the app",
    arguments: [
      (#""input":3,"#, #""input":3.0,"#, #"a call of words's word waits, whose answer's event "#),
      (#""value":"word 3""#, #""value":"word 3","extra":1"#, "it is not the event this app writes"),
      (#""value":"word 3""#, #""value": "word 3""#, "it is not the event this app writes"),
      (#""value":"word 3""#, #""value":"word 3","error":"x""#, "it is not the event this app"),
    ])
  func anEventWrittenOtherwiseIsRefused(
    written: String, edited: String, reason: String
  )
    async throws
  {
    let (lines, result) = try await Self.askedForThree {
      $0.replacingOccurrences(of: written, with: edited)
    }
    let (replay, _) = try await Self.replay(lines)
    let divergence = try #require(replay.divergence)
    #expect(divergence.event == result + 1)
    #expect(divergence.happened.contains(reason))
    #expect(!replay.produced.contains { $0.contains(#""answered""#) })
  }
}

/// Whether a client was asked, set from the work that asked it.
actor AskedFlag {
  private(set) var value = false

  func set() { value = true }
}
