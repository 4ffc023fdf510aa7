/// Signs a person in, and tells a session it made from one it did not: the dependency of the
/// sign-in screen, and of the check of a restored session.
///
/// The app's own client needs no network: it accepts one name and password, which the sign-in
/// screen tells (``accepted``), and signs its tokens with a key of its own. A token from an
/// older key is stale and refused, as a forged one is.
public struct SignInClient: Sendable {
  /// A session for the name and password, or `nil` when they are not accepted; may take a
  /// while, and stops when its task is cancelled.
  public var signIn: @Sendable (_ name: String, _ password: String) async throws -> Session?
  /// Whether a session is one this client made and still accepts.
  public var accepts: @Sendable (Session) -> Bool

  /// A client that signs in with `signIn` and checks sessions with `accepts`.
  public init(
    signIn: @escaping @Sendable (_ name: String, _ password: String) async throws -> Session?,
    accepts: @escaping @Sendable (Session) -> Bool
  ) {
    self.signIn = signIn
    self.accepts = accepts
  }

  /// The name and password the app's own client accepts, told on the sign-in screen: this
  /// example keeps no secret.
  public static let accepted = (name: "ada", password: "lovelace")

  /// The app's client: offline and deterministic, but it takes `delay` on `clock`, as a server
  /// would, so the sign-in screen shows it checking.
  public static func live(
    clock: any Clock<Duration> = ContinuousClock(), delay: Duration = .milliseconds(400)
  ) -> Self {
    Self(
      signIn: { name, password in
        try await clock.sleep(for: delay)
        return SessionTokens.session(name: name, password: password)
      }, accepts: SessionTokens.accepts)
  }

  /// Answers at once, with the live client's rules: for scripts and tests.
  public static let immediate = Self(
    signIn: { name, password in SessionTokens.session(name: name, password: password) },
    accepts: SessionTokens.accepts)
}
