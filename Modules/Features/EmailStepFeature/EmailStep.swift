public import Architecture
import Presentation

/// The onboarding step that asks for the user's email address.
///
/// It checks the address when the user continues and shows what is wrong on the screen; a good
/// address is a delegate event. The check is about the shape of an address only: whether mail
/// reaches it is not something a screen can know.
public struct EmailStep: Reducer {
  /// The longest address accepted, in characters: the limit mail servers keep to.
  public static let maximumLength = 254

  /// The address as typed and what is wrong with it.
  public struct State: Codable, Equatable, Sendable {
    /// The address as the user typed it.
    public var email: String
    /// Why the address was refused when the user last continued; `nil` when nothing is wrong.
    public var problem: String?

    /// A step showing `email` and `problem`.
    public init(email: String = "", problem: String? = nil) {
      self.email = email
      self.problem = problem
    }
  }

  /// What happens on the step.
  public enum Action: Equatable, Sendable {
    /// The user typed an address.
    case emailChanged(String)
    /// The user asked to go on.
    case continueTapped
    /// Events for whoever shows the step.
    case delegate(Delegate)
  }

  /// What the step tells whoever shows it.
  public enum Delegate: Equatable, Sendable {
    /// The user gave this address, trimmed of surrounding spaces.
    case completed(email: String)
  }

  /// The step's logic.
  public init() {}

  /// Keeps the typed address, and on continue either reports it upward or sets the problem.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .emailChanged(let email):
      state.email = email
      // The problem was about the old address.
      state.problem = nil
      return .none
    case .continueTapped:
      let email = trimmed(state.email)
      if let problem = Self.problem(with: email) {
        state.problem = problem
        return .none
      }
      state.problem = nil
      return .send(.delegate(.completed(email: email)))
    case .delegate:
      return .none
    }
  }

  /// What is wrong with a trimmed `email`, said so the user knows what to type instead.
  static func problem(with email: String) -> String? {
    // Links and state files can bring what a keyboard cannot type.
    if let hidden = email.unicodeScalars.first(where: VisibleText.isInvisible) {
      let code = VisibleText.code(hidden)
      return "the email address holds the invisible character U+\(code); type it again"
    }
    let example = "as in name@example.com"
    if email.isEmpty {
      return "the email address is empty; enter one, \(example)"
    }
    if email.count > maximumLength {
      return "the email address has \(email.count) characters; use at most \(maximumLength)"
    }
    if email.contains(where: \.isWhitespace) {
      return "the email address has a space in it; write it without spaces, \(example)"
    }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      let found = parts.count == 1 ? "no '@'" : "\(parts.count - 1) '@' signs"
      return "the email address has \(found); it needs exactly one, \(example)"
    }
    if parts[0].isEmpty {
      return "the email address has nothing before the '@'; put your name there, \(example)"
    }
    if parts[1].isEmpty {
      return "the email address has nothing after the '@'; add a domain, as in example.com"
    }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    if labels.count < 2 || labels.contains(where: \.isEmpty) {
      return "'\(parts[1])' after the '@' is not a domain; use one with a dot, as in example.com"
    }
    return nil
  }
}

/// `text` without the spaces and line breaks around it.
func trimmed(_ text: String) -> String {
  guard let first = text.firstIndex(where: { !$0.isWhitespace }),
    let last = text.lastIndex(where: { !$0.isWhitespace })
  else { return "" }
  return String(text[first...last])
}
