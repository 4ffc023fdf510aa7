import Presentation
import TextEntryFeature

extension OnboardingStep {
  /// A step that asks for one line of text: the generic text screen, configured by the step's
  /// field and its rule. Its answer is the trimmed text, its link value the text as typed.
  ///
  /// - Parameters:
  ///   - id: the step's name in links, answers and saved states, as in `name`.
  ///   - title: the screen's title, as in `Name`.
  ///   - field: the field's label and the command that types it; `id` when not given.
  ///   - placeholder: what the command's argument is called in help.
  ///   - noun: what is asked for in running text, as in `the email address`.
  ///   - summaryLabel: the answer's label on the summary; `field` when not given.
  ///   - sample: a text the rule takes, as an example for tests and docs; `nil` for none.
  ///   - problem: what is wrong with a trimmed text, or `nil` when it is good.
  public static func textEntry(
    _ id: String, title: String, field: String? = nil, placeholder: String, noun: String,
    summaryLabel: String? = nil, sample: String? = nil,
    problem: @escaping @Sendable (String) -> String?
  ) -> OnboardingStep {
    let field = TextEntry.Field(
      title: title, name: field ?? id, placeholder: placeholder, noun: noun, problem: problem)
    let label = summaryLabel ?? field.name
    return OnboardingStep(
      id: id, title: title, sample: sample.map(OnboardingAnswer.text), feature: TextEntry(field),
      screen: Onboarding.text,
      make: { answer in
        if case .text(let text)? = answer { TextEntry.State(text: text) } else { TextEntry.State() }
      },
      event: { action in
        // Every action named, so that a new event of the feature must be decided here.
        switch action {
        case .delegate(.completed(let text)): .completed(.text(text))
        case .textChanged, .continueTapped: nil
        }
      },
      continueAction: .continueTapped, problem: \.problem, linkValue: \.text,
      longestLinkValue: Command<TextEntry.Action>.longestText,
      fromLink: { TextEntry.State(text: $0) }, hasInput: \.hasInput,
      recapLines: { answer in
        if case .text(let text) = answer { [.init(label: label, value: text)] } else { [] }
      },
      view: { TextEntry.view(of: $0, field: field) })
  }
}
