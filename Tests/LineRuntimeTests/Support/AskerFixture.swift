import Architecture
import LineRuntime
import Presentation

/// The outside world of the `Asker` fixture: a word for a number, or a failure.
struct WordClient: Client, DependencyKey {
  /// Thrown by a client that cannot answer.
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  var word: @Sendable (Int) async throws -> String

  static var defaultValue: WordClient { WordClient { "word \($0)" } }

  /// A client whose every call answers with the next word of `words`, waiting until one comes,
  /// or is cancelled when `words` ends first.
  static func waiting(on words: AsyncStream<String>) -> WordClient {
    WordClient { _ in
      for await word in words { return word }
      throw CancellationError()
    }
  }

  func wrapped(by wrapper: any ClientWrapper) -> WordClient {
    WordClient { number in
      try await wrapper.answer(client: "words", call: "word", input: number) {
        try await word(number)
      }
    }
  }
}

extension Dependencies {
  /// The fixture's client.
  var words: WordClient {
    get { self[WordClient.self] }
    set { self[WordClient.self] = newValue }
  }
}

/// One screen that asks the outside world: `ask <n>` asks `words` for a word and shows it when
/// it comes (or the failure), and `stop` cancels the asking.
struct Asker: Reducer, Presentable {
  struct State: Equatable {
    var answer = "none"
  }

  enum Action: Codable, Equatable, Sendable {
    case ask(Int)
    case answered(String)
    case stop
  }

  let words: WordClient

  init(_ dependencies: Dependencies = Dependencies()) {
    words = dependencies.words
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ask(let number):
      state.answer = "asking"
      return .run { [words] send in
        do {
          await send(.answered(try await words.word(number)))
        } catch is CancellationError {
          throw CancellationError()
        } catch {
          await send(.answered("failed: \(error)"))
        }
      }
      .cancellable(id: "ask", cancelInFlight: true)
    case .answered(let word):
      state.answer = word
      return .none
    case .stop:
      state.answer = "none"
      return .cancel(id: "ask")
    }
  }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "asker", content: .stack([]))
  }
  static func screen(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: "Asker", lines: ["answer: \(state.answer)"],
      commands: [
        .integer("ask", in: 1...9, summary: "ask for a word", action: Action.ask),
        .plain("stop", summary: "stop asking", action: .stop),
      ])
  }
  static func back(in state: State) throws(Refusal) -> Action { throw Refusal("no back") }
  static func link(of state: State) -> DeepLink { DeepLink() }
  static var longestLink: Int { 1 }
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("no links")
  }
}
