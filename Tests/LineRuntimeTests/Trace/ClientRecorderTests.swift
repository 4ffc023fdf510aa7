import Architecture
import LineRuntime
import Testing

/// A traced session of the `Asker` fixture, its store's clients recorded, and what it traced.
@MainActor
final class AskerSession {
  final class Log {
    var events: [TraceEvent] = []
  }

  let log = Log()
  let session: LineSession<Asker>

  init(_ client: WordClient) {
    let clients = ClientRecorder()
    let store = Store(
      initialState: Asker.State(),
      reducer: Asker(clients.wrapping(Dependencies().with(\.words, client))))
    session = LineSession<Asker>(
      store: store, trace: { [log] in log.events.append($0) }, clients: clients, write: { _ in })
    session.start()
  }

  /// The events traced, as the lines of a trace file.
  var lines: [String] { log.events.map(\.jsonLine) }

  /// The events traced that are no output.
  var steps: [TraceEvent] {
    log.events.filter { if case .output = $0 { false } else { true } }
  }
}

@MainActor
@Suite("ClientRecorder")
struct ClientRecorderTests {
  @Test("a client's answer is traced where it enters the app, before the work goes on with it")
  func anAnswerIsTracedBeforeTheActionItBecomes() async {
    let asker = AskerSession(WordClient { "word \($0)" })
    asker.session.handle("ask 3")
    await asker.session.store.settle()
    #expect(
      asker.steps == [
        .input(.bytes(Array("ask 3".utf8)), refusal: nil), .action(json: #"{"ask":{"_0":3}}"#),
        .result(
          ClientCall(client: "words", call: "word", input: "3"), answer: .value(json: #""word 3""#)),
        .action(json: #"{"answered":{"_0":"word 3"}}"#),
      ])
  }

  @Test("a call that fails is traced with the error as the app describes it")
  func aFailureIsTracedAsDescribed() async {
    let asker = AskerSession(WordClient { _ in throw WordClient.Offline() })
    asker.session.handle("ask 3")
    await asker.session.store.settle()
    #expect(
      asker.steps.suffix(2) == [
        .result(ClientCall(client: "words", call: "word", input: "3"), answer: .failure("offline")),
        .action(json: #"{"answered":{"_0":"failed: offline"}}"#),
      ])
  }

  @Test("a call cancelled before its answer came is not traced")
  func aCancelledCallIsNotTraced() async {
    let (never, _) = AsyncStream<String>.makeStream()
    let asker = AskerSession(.waiting(on: never))
    asker.session.handle("ask 3")
    asker.session.handle("stop")
    await asker.session.store.settle()
    #expect(!asker.lines.contains { $0.contains(#""event":"result""#) })
  }

  @Test("a session that is not traced asks its clients as they are")
  func anUntracedSessionAsksItsClients() async {
    let clients = ClientRecorder()
    let store = Store(
      initialState: Asker.State(), reducer: Asker(clients.wrapping(Dependencies())))
    let session = LineSession<Asker>(store: store, trace: nil, clients: clients, write: { _ in })
    session.handle("ask 4")
    await store.settle()
    #expect(store.state.answer == "word 4")
  }
}
