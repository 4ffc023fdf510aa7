import Architecture
import NumberFactClient
import Testing

/// What a wrapper is handed: each call's names and input, and the client's own answer when
/// asked.
private struct Watching: ClientWrapper {
  let seen: Seen

  func answer<Input: Encodable & Sendable, Answer: Codable & Sendable>(
    client: String, call: String, input: Input, asking ask: () async throws -> Answer
  ) async throws -> Answer {
    let answer = try await ask()
    await seen.add("\(client).\(call)(\(input)): \(answer)")
    return answer
  }
}

/// The calls a wrapper saw.
private actor Seen {
  var calls: [String] = []

  func add(_ call: String) { calls.append(call) }
}

struct NumberFactClientClientTests {
  @Test func aWrappedClientPassesEachFactThroughItsWrapperAsNumberFactsFactOfItsNumber()
    async throws
  {
    let seen = Seen()
    let client = NumberFactClient { "fact \($0)" }.wrapped(by: Watching(seen: seen))
    #expect(try await client.fact(6) == "fact 6")
    #expect(await seen.calls == ["numberFact.fact(6): fact 6"])
  }

  @Test func theAppsDependenciesHandOutTheWrappedClient() async throws {
    let seen = Seen()
    var dependencies = Dependencies()
    dependencies.clientWrapper = Watching(seen: seen)
    #expect(try await dependencies.numberFact.fact(3) == NumberFacts.describe(3))
    #expect(await seen.calls == ["numberFact.fact(3): \(NumberFacts.describe(3))"])
  }
}
