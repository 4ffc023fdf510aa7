/// What the user answered on one step: the values its screen commits.
public enum OnboardingAnswer: Codable, Equatable, Sendable {
  /// A line of text, trimmed, as a text step commits it.
  case text(String)
  /// A yes or a no.
  case choice(Bool)
  /// A city and an age.
  case details(city: String, age: Int)
}

extension OnboardingAnswer: CustomStringConvertible {
  /// The answer as a message shows it: `'Ada'`, `yes`, `36, London`.
  public var description: String {
    switch self {
    case .text(let text): "'\(text)'"
    case .choice(let choice): choice ? "yes" : "no"
    case .details(let city, let age): "\(age), \(city)"
    }
  }
}

extension OnboardingAnswers {
  /// The text `step` committed, if it is a text step that was completed.
  public func text(of step: OnboardingStep) -> String? {
    if case .text(let text)? = self[step] { text } else { nil }
  }

  /// The choice `step` committed, if it is a yes-or-no step that was completed.
  public func choice(of step: OnboardingStep) -> Bool? {
    if case .choice(let choice)? = self[step] { choice } else { nil }
  }
}
