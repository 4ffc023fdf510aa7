public import Architecture

/// The outside world of the counters fixture: a fact about a number, which may come late or
/// fail. The front ends' tests record, replay and wait on it as an app's client.
public struct CounterFactClient: Sendable {
  /// A fact about a number.
  public var fact: @Sendable (Int) async throws -> String

  /// A client that answers with `fact`.
  public init(fact: @escaping @Sendable (Int) async throws -> String) {
    self.fact = fact
  }

  /// Whether a number is odd or even, said after `delay`, as a slow service would.
  public static func live(delay: Duration = .milliseconds(700)) -> Self {
    Self { number in
      try await Task.sleep(for: delay)
      return said(number)
    }
  }

  /// Whether a number is odd or even, said at once.
  public static let immediate = Self { said($0) }

  /// What the client says about `number`.
  public static func said(_ number: Int) -> String {
    "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd")."
  }
}

extension CounterFactClient: Client, DependencyKey {
  /// Answers at once, so a test gets its fact without waiting.
  public static var defaultValue: Self { .immediate }

  /// Each call goes through `wrapper`, as `counterFact.fact`, so a trace records and replays it.
  public func wrapped(by wrapper: any ClientWrapper) -> Self {
    Self { number in
      try await wrapper.answer(client: "counterFact", call: "fact", input: number) {
        try await fact(number)
      }
    }
  }
}

extension Dependencies {
  /// The counters' fact client.
  public var counterFact: CounterFactClient {
    get { self[CounterFactClient.self] }
    set { self[CounterFactClient.self] = newValue }
  }
}
