import Architecture
import Testing

private enum Greeting: DependencyKey {
  static var defaultValue: String { "hello" }
}

/// A client that names a number; its calls pass through a wrapper as `namer`'s `name`.
private struct Namer: Client, DependencyKey {
  var name: @Sendable (Int) async throws -> String

  static var defaultValue: Namer { Namer { "default \($0)" } }

  func wrapped(by wrapper: any ClientWrapper) -> Namer {
    Namer { number in
      try await wrapper.answer(client: "namer", call: "name", input: number) {
        try await name(number)
      }
    }
  }
}

/// Answers every call itself, with the names of the call and its input, never asking the
/// client.
private struct NamingWrapper: ClientWrapper {
  func answer<Input: Encodable & Sendable, Answer: Codable & Sendable>(
    client: String, call: String, input: Input, asking ask: () async throws -> Answer
  ) async throws -> Answer {
    guard let answer = "\(client).\(call)(\(input))" as? Answer else { return try await ask() }
    return answer
  }
}

extension Dependencies {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }

  fileprivate var namer: Namer {
    get { self[Namer.self] }
    set { self[Namer.self] = newValue }
  }
}

struct DependenciesTests {
  @Test("a dependency never set reads its key's default")
  func anUnsetDependencyReadsItsDefault() {
    #expect(Dependencies().greeting == "hello")
  }

  @Test("a dependency set is read back, and a copy made with one changes only the copy")
  func aSetDependencyIsReadBack() {
    var dependencies = Dependencies()
    dependencies.greeting = "hi"
    let other = dependencies.with(\.greeting, "hey")
    #expect(dependencies.greeting == "hi")
    #expect(other.greeting == "hey")
  }

  @Test("a client read with a wrapper set passes its calls through it, set or default")
  func aClientPassesItsCallsThroughTheWrapper() async throws {
    var dependencies = Dependencies()
    #expect(try await dependencies.namer.name(1) == "default 1")
    dependencies.clientWrapper = NamingWrapper()
    #expect(try await dependencies.namer.name(2) == "namer.name(2)")
    dependencies.namer = Namer { "set \($0)" }
    #expect(try await dependencies.namer.name(3) == "namer.name(3)")
    dependencies.clientWrapper = nil
    #expect(try await dependencies.namer.name(4) == "set 4")
  }
}
