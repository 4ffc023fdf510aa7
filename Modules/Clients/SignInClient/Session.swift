/// Proof that a person signed in: who, and the token the sign-in client gave for them.
///
/// A session is data a state file keeps, so anyone can write one; only the client that signs in
/// can tell a real one (``SignInClient/accepts``), and a restored state asks it.
public struct Session: Codable, Equatable, Sendable {
  /// The name signed in with.
  public var name: String
  /// The client's token for the name.
  public var token: String

  /// The session `token` proves for `name`.
  public init(name: String, token: String) {
    self.name = name
    self.token = token
  }
}

extension Session {
  /// A session the app's own client accepts, for its accepted name: what a test or a preview
  /// starts signed in with.
  public static var sample: Session {
    Session(
      name: SignInClient.accepted.name, token: SessionTokens.token(for: SignInClient.accepted.name))
  }
}
