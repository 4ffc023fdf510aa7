public import Architecture
import Presentation

/// The onboarding step that asks for the user's name.
///
/// It checks the name when the user continues and shows what is wrong on the screen; a good
/// name is a delegate event. Where the flow goes next is for whoever shows the step to decide.
public struct NameStep: Reducer {
  /// The longest name accepted, in characters, once surrounding spaces are trimmed.
  public static let maximumLength = 40

  /// The name as typed and what is wrong with it.
  public struct State: Codable, Equatable, Sendable {
    /// The name as the user typed it.
    public var name: String
    /// Why the name was refused when the user last continued; `nil` when nothing is wrong.
    public var problem: String?

    /// A step showing `name` and `problem`.
    public init(name: String = "", problem: String? = nil) {
      self.name = name
      self.problem = problem
    }
  }

  /// What happens on the step.
  public enum Action: Equatable, Sendable {
    /// The user typed a name.
    case nameChanged(String)
    /// The user asked to go on.
    case continueTapped
    /// Events for whoever shows the step.
    case delegate(Delegate)
  }

  /// What the step tells whoever shows it.
  public enum Delegate: Equatable, Sendable {
    /// The user gave this name, trimmed of surrounding spaces.
    case completed(name: String)
  }

  /// The step's logic.
  public init() {}

  /// Keeps the typed name, and on continue either reports it upward or sets the problem.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.name = name
      // The problem was about the old name.
      state.problem = nil
      return .none
    case .continueTapped:
      let name = trimmed(state.name)
      if let problem = Self.problem(with: name) {
        state.problem = problem
        return .none
      }
      state.problem = nil
      return .send(.delegate(.completed(name: name)))
    case .delegate:
      return .none
    }
  }

  /// What is wrong with a trimmed `name`, said so the user knows what to type instead.
  static func problem(with name: String) -> String? {
    // Links and state files can bring what a keyboard cannot type.
    if let hidden = name.unicodeScalars.first(where: VisibleText.isInvisible) {
      return "the name holds the invisible character U+\(VisibleText.code(hidden)); type it again"
    }
    if name.isEmpty {
      return "the name is empty; enter your name, in letters"
    }
    if name.count > maximumLength {
      return "the name has \(name.count) characters; use at most \(maximumLength)"
    }
    var refused: [Character] = []
    for character in name where !isAllowed(character) && !refused.contains(character) {
      refused.append(character)
    }
    if !refused.isEmpty {
      let shown = refused.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      return "the name cannot contain \(shown); use only letters, spaces, hyphens and apostrophes"
    }
    if !name.contains(where: \.isLetter) {
      return "the name has no letters; enter your name, in letters"
    }
    return nil
  }

  /// Whether a name may hold `character`: phone keyboards type the typographic apostrophe.
  private static func isAllowed(_ character: Character) -> Bool {
    character.isLetter || " -'\u{2019}".contains(character)
  }
}

/// `text` without the spaces and line breaks around it.
func trimmed(_ text: String) -> String {
  guard let first = text.firstIndex(where: { !$0.isWhitespace }),
    let last = text.lastIndex(where: { !$0.isWhitespace })
  else { return "" }
  return String(text[first...last])
}
