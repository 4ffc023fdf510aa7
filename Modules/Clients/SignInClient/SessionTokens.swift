/// The app's own sessions: a token is the key's name and a digest of the key and the name, so
/// a session names who signed in and the client can tell one it made.
enum SessionTokens {
  /// The key tokens are made with now; a token made with another is stale.
  static let key = "k2"

  /// A session for `name` and `password` when they are the accepted ones.
  static func session(name: String, password: String) -> Session? {
    guard name == SignInClient.accepted.name, password == SignInClient.accepted.password else {
      return nil
    }
    return Session(name: name, token: token(for: name))
  }

  /// Whether `session`'s token is the one this key makes for its name.
  @Sendable static func accepts(_ session: Session) -> Bool {
    session.token == token(for: session.name)
  }

  /// `key-` and 16 hexadecimal digits: FNV-1a over the key and the name. Not a secret, since
  /// the example has none; a real client would ask its server.
  static func token(for name: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(key)|\(name)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "\(key)-" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
