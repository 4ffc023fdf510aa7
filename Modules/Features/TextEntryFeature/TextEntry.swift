public import Architecture
import Presentation
import ShownText

/// A screen that asks for one line of text and checks it when the user continues: a name, an
/// address, a code, whatever its ``Field`` says.
///
/// What is asked and what counts as a good answer are given by whoever shows the screen, so one
/// feature serves every text step. The text is trimmed of surrounding spaces before it is
/// checked, text a keyboard cannot type (invisible characters) is refused for every field, and
/// a good answer is a delegate event; what follows is for the host to decide.
public struct TextEntry: Reducer, Sendable {
  /// What the screen asks for, and what it accepts.
  public struct Field: Sendable {
    /// The screen's title, as in `Name`.
    public var title: String
    /// The field's label and the command that types it, as in `name`.
    public var name: String
    /// What the command's argument is called in help, as in `address`.
    public var placeholder: String
    /// What is asked for in running text, as in `the email address`.
    public var noun: String
    /// What is wrong with a trimmed answer, said so the user knows what to type instead;
    /// `nil` when the answer is good.
    public var problem: @Sendable (String) -> String?

    /// A field titled `title`, typed with the command `name`, checked by `problem`.
    public init(
      title: String, name: String, placeholder: String, noun: String,
      problem: @escaping @Sendable (String) -> String?
    ) {
      self.title = title
      self.name = name
      self.placeholder = placeholder
      self.noun = noun
      self.problem = problem
    }

    /// Any text that is not empty: the field of a screen shown with no field of its host's.
    public static let text = Field(
      title: "Text", name: "text", placeholder: "text", noun: "the text",
      problem: { $0.isEmpty ? "the text is empty; enter some" : nil })
  }

  /// The text as typed and what is wrong with it.
  public struct State: Codable, Equatable, Sendable {
    /// The text as the user typed it.
    public var text: String
    /// Why the text was refused when the user last continued; `nil` when nothing is wrong.
    public var problem: String?

    /// A screen showing `text` and `problem`.
    public init(text: String = "", problem: String? = nil) {
      self.text = text
      self.problem = problem
    }

    /// Whether the user typed anything that leaving would lose.
    public var hasInput: Bool { !text.isEmpty }
  }

  /// What happens on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// The user typed a text.
    case textChanged(String)
    /// The user asked to go on.
    case continueTapped
    /// Events for whoever shows the screen.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user gave this text, trimmed of surrounding spaces, and the field accepted it.
    case completed(String)
  }

  /// What the screen asks for.
  public let field: Field

  /// A screen asking for `field`.
  public init(_ field: Field) {
    self.field = field
  }

  /// Keeps the typed text, and on continue either reports it upward or sets the problem.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      // The problem was about the old text.
      state.problem = nil
      return .none
    case .continueTapped:
      let text = Self.trimmed(state.text)
      if let problem = problem(with: text) {
        state.problem = problem
        return .none
      }
      state.problem = nil
      return .send(.delegate(.completed(text)))
    case .delegate:
      return .none
    }
  }

  /// What is wrong with a trimmed text: invisible characters for any field, then the field's
  /// own rules.
  public func problem(with text: String) -> String? {
    // Links and state files can bring what a keyboard cannot type.
    if let hidden = VisibleText.firstInvisible(in: text) {
      return "\(field.noun) holds the invisible character U+\(VisibleText.code(hidden)); "
        + "enter it again"
    }
    return field.problem(text)
  }

  /// `text` without the spaces and line breaks around it.
  public static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
