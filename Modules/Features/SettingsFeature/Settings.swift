public import Architecture
public import SignInClient

/// The user's settings: their profile as onboarding left it, notifications, and signing out.
///
/// Notifications are the screen's own business. Editing the profile and signing out are
/// delegate events: whoever shows the settings runs the onboarding flow again or signs out.
/// Signing out loses everything, so the screen asks first.
public struct Settings: Reducer {
  /// What the settings show.
  public struct State: Codable, Equatable, Sendable {
    /// The user's name; empty until they give one.
    public var userName: String
    /// The user's email address; empty until they give one.
    public var email: String
    /// Whether the user wants notifications.
    public var notificationsEnabled: Bool
    /// Whether the screen is asking the user to confirm signing out.
    public var isConfirmingSignOut: Bool
    /// Who is signed in, if anyone: what opens the profile.
    public var session: Session?

    /// Settings for `userName` at `email`; by default nobody yet, with notifications on.
    public init(
      userName: String = "", email: String = "", notificationsEnabled: Bool = true,
      isConfirmingSignOut: Bool = false, session: Session? = nil
    ) {
      self.userName = userName
      self.email = email
      self.notificationsEnabled = notificationsEnabled
      self.isConfirmingSignOut = isConfirmingSignOut
      self.session = session
    }

    private enum CodingKeys: String, CodingKey {
      case userName, email, notificationsEnabled, isConfirmingSignOut, session
    }

    /// Reads saved settings; a file from before the question was asked has none pending.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      userName = try container.decode(String.self, forKey: .userName)
      email = try container.decode(String.self, forKey: .email)
      notificationsEnabled = try container.decode(Bool.self, forKey: .notificationsEnabled)
      isConfirmingSignOut =
        try container.decodeIfPresent(Bool.self, forKey: .isConfirmingSignOut) ?? false
      session = try container.decodeIfPresent(Session.self, forKey: .session)
      // Anyone can write a session into a file: only the client that signs in can tell one.
      if let session, !decoder.dependencies.signIn.accepts(session) {
        throw DecodingError.dataCorruptedError(
          forKey: .session, in: container,
          debugDescription: "the session of '\(session.name)' is not one this app signed in, or "
            + "it is stale; sign in again")
      }
    }
  }

  /// What happens on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// The user turned notifications on or off.
    case notificationsToggled
    /// The user asked to change their name and email.
    case editProfileTapped
    /// The user asked to sign out; the screen asks them to confirm.
    case signOutTapped
    /// The user confirmed signing out.
    case signOutConfirmed
    /// The user chose to stay signed in.
    case signOutCancelled
    /// Events for whoever shows the screen.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Let the user change their profile.
    case editProfileRequested
    /// Sign the user out: they confirmed it.
    case signOutRequested
  }

  /// The screen's logic.
  public init() {}

  /// Toggles notifications, reports the profile tap upward, and asks before reporting a sign-out.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .notificationsToggled:
      state.notificationsEnabled.toggle()
      return .none
    case .editProfileTapped:
      return .send(.delegate(.editProfileRequested))
    case .signOutTapped:
      state.isConfirmingSignOut = true
      return .none
    case .signOutConfirmed:
      state.isConfirmingSignOut = false
      return .send(.delegate(.signOutRequested))
    case .signOutCancelled:
      state.isConfirmingSignOut = false
      return .none
    case .delegate:
      return .none
    }
  }
}
