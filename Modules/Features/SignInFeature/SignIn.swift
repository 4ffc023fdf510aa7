public import Architecture
public import SignInClient

/// The sign-in screen: a name and a password, checked by the sign-in client. It reports a
/// session upward and knows nothing of what waits behind it.
///
/// The password is never kept: it goes from the command to the client, so no saved state holds
/// it.
public struct SignIn: Reducer {
  /// What the screen shows.
  public struct State: Codable, Equatable, Sendable {
    /// The name last tried.
    public var name: String
    /// Where the sign-in stands.
    public var status: Status

    /// A sign-in for `name`, not tried yet.
    public init(name: String = "", status: Status = .idle) {
      self.name = name
      self.status = status
    }
  }

  /// Where a sign-in stands.
  public enum Status: Codable, Equatable, Sendable {
    /// Nothing tried, or a name changed since.
    case idle
    /// The client is checking.
    case checking
    /// The client refused the name and password.
    case refused
  }

  /// What happens on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// A name and a password typed, to sign in with at once.
    case credentialsEntered(name: String, password: String)
    /// The client's answer for `name`: a session, or `nil` when refused.
    case signInResponse(name: String, Session?)
    /// What the screen tells whoever shows it.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The client gave a session.
    case signedIn(Session)
  }

  private enum CancelID { case signIn }

  let client: SignInClient

  /// The screen, signing in through `client`.
  public init(client: SignInClient) {
    self.client = client
  }

  /// The name and password in `text`, parted by a space, or `nil`.
  public static func credentials(in text: String) -> (name: String, password: String)? {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2 else { return nil }
    return (String(words[0]), String(words[1]))
  }

  /// Runs an action on the screen's state.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .credentialsEntered(let name, let password):
      state.name = name
      state.status = .checking
      return .run { [client] send in
        do {
          await send(.signInResponse(name: name, try await client.signIn(name, password)))
        } catch is CancellationError {
          throw CancellationError()
        } catch {
          await send(.signInResponse(name: name, nil))
        }
      }
      .cancellable(id: CancelID.signIn, cancelInFlight: true)
    case .signInResponse(let name, let session):
      guard name == state.name, state.status == .checking else { return .none }
      guard let session else {
        state.status = .refused
        return .none
      }
      state.status = .idle
      return .send(.delegate(.signedIn(session)))
    case .delegate:
      return .none
    }
  }
}
