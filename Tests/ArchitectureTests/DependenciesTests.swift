import Architecture
import Testing

private enum Greeting: DependencyKey {
  static var defaultValue: String { "hello" }
}

/// A client that says a name; its calls pass through a wrapper as `namer`'s `name`.
private struct Namer: Client, DependencyKey {
  var name: @Sendable () async throws -> String

  static var defaultValue: Namer { Namer { "default" } }

  func wrapped(by wrapper: any ClientWrapper) -> Namer {
    Namer { try await wrapper.answer(client: "namer", call: "name") { try await name() } }
  }
}

/// Answers every call itself, with the names of the call, never asking the client.
private struct NamingWrapper: ClientWrapper {
  func answer<Answer: Codable & Sendable>(
    client: String, call: String, asking ask: () async throws -> Answer
  ) async throws -> Answer {
    guard let answer = "\(client).\(call)" as? Answer else { return try await ask() }
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
    #expect(try await dependencies.namer.name() == "default")
    dependencies.clientWrapper = NamingWrapper()
    #expect(try await dependencies.namer.name() == "namer.name")
    dependencies.namer = Namer { "set" }
    #expect(try await dependencies.namer.name() == "namer.name")
    dependencies.clientWrapper = nil
    #expect(try await dependencies.namer.name() == "set")
  }
}
