/// Tells a fact about a number, slowly: the dependency of the number detail screen.
///
/// The interface is a value holding a closure, so a screen takes whichever value it is given:
/// ``live(clock:)`` in apps, a test clock or ``immediate`` in tests. Only the outermost app
/// plugs in the live value.
public struct NumberFactClient: Sendable {
  /// The fact about a number; may take a while, and stops when its task is cancelled.
  public var fact: @Sendable (Int) async throws -> String

  /// A client answering with `fact`.
  public init(fact: @escaping @Sendable (Int) async throws -> String) {
    self.fact = fact
  }

  /// The app's client: works offline and is deterministic, but takes `delay` on `clock`, as a
  /// network call would, so the screen shows it loading and a departed screen must stop it.
  public static func live(
    clock: any Clock<Duration> = ContinuousClock(), delay: Duration = .milliseconds(700)
  ) -> Self {
    Self { number in
      try await clock.sleep(for: delay)
      return NumberFacts.describe(number)
    }
  }

  /// Answers at once: for scripts and tests that want the fact without waiting.
  public static let immediate = Self { number in NumberFacts.describe(number) }
}
