public import Architecture

/// The user's settings: their profile as onboarding left it, notifications, and signing out.
///
/// Notifications are the screen's own business. Editing the profile and signing out are
/// delegate events: whoever shows the settings runs the onboarding flow again or signs out.
public struct Settings: Reducer {
  /// What the settings show.
  public struct State: Codable, Equatable, Sendable {
    /// The user's name; empty until they give one.
    public var userName: String
    /// The user's email address; empty until they give one.
    public var email: String
    /// Whether the user wants notifications.
    public var notificationsEnabled: Bool

    /// Settings for `userName` at `email`; by default nobody yet, with notifications on.
    public init(userName: String = "", email: String = "", notificationsEnabled: Bool = true) {
      self.userName = userName
      self.email = email
      self.notificationsEnabled = notificationsEnabled
    }
  }

  /// What happens on the screen.
  public enum Action: Equatable, Sendable {
    /// The user turned notifications on or off.
    case notificationsToggled
    /// The user asked to change their name and email.
    case editProfileTapped
    /// The user asked to sign out.
    case signOutTapped
    /// Events for whoever shows the screen.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Equatable, Sendable {
    /// Let the user change their profile.
    case editProfileRequested
    /// Sign the user out.
    case signOutRequested
  }

  /// The screen's logic.
  public init() {}

  /// Toggles notifications and reports the profile and sign-out taps upward.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .notificationsToggled:
      state.notificationsEnabled.toggle()
      return .none
    case .editProfileTapped:
      return .send(.delegate(.editProfileRequested))
    case .signOutTapped:
      return .send(.delegate(.signOutRequested))
    case .delegate:
      return .none
    }
  }
}
