import Architecture
import ConfirmationFeature
import FlowEngine
import OnboardingSummaryFeature
import Presentation
import SharingChoiceFeature
import TextEntryFeature

// A host of the tests' own, so that the coordinator's mechanics are tested apart from the
// onboarding sample: text steps with rules the tests choose, a summary that recaps them, and
// the suite's yes-or-no question. Its name shows in its messages: "Leave the survey?".

/// The tests' host: a survey of text steps ending at a summary.
enum Survey: FlowHost {
  enum Answer: Codable, Equatable, Sendable, CustomStringConvertible {
    case text(String)
    case choice(Bool)

    var description: String {
      switch self {
      case .text(let text): "'\(text)'"
      case .choice(let choice): choice ? "yes" : "no"
      }
    }
  }

  enum StepScreen: Codable, Equatable, Sendable {
    case text(TextEntry.State)
    case choice(SharingChoice.State)
    case summary(OnboardingSummary.State)
  }

  enum StepAction: Codable, Equatable, Sendable {
    case text(TextEntry.Action)
    case choice(SharingChoice.Action)
    case summary(OnboardingSummary.Action)
  }

  static let text = StepScreenCase(
    StepScreen.text, StepAction.text,
    state: { if case .text(let state) = $0 { state } else { nil } },
    action: { if case .text(let action) = $0 { action } else { nil } })

  static let summaryScreen = StepScreenCase(
    StepScreen.summary, StepAction.summary,
    state: { if case .summary(let state) = $0 { state } else { nil } },
    action: { if case .summary(let action) = $0 { action } else { nil } })

  static var name: String { "survey" }
  static var standard: SurveyFlow { .branching }
  enum FlowName: String, CaseIterable {
    case branching, reordered, looping
  }

  static func flow(named name: FlowName) -> SurveyFlow {
    switch name {
    case .branching: .branching
    case .reordered: .reordered
    case .looping: .looping
    }
  }
  static var question: Confirmation { Confirmation() }

  static func asking(_ text: String, confirmTitle: String) -> Confirmation.State {
    Confirmation.State(question: text, confirmTitle: confirmTitle)
  }

  static func answer(in action: Confirmation.Action) -> Bool? {
    switch action {
    case .delegate(.confirmed): true
    case .delegate(.cancelled): false
    case .confirmTapped, .cancelTapped: nil
    }
  }
}

typealias SurveyCoordinator = FlowCoordinator<Survey>
typealias SurveyStep = FlowScreenStep<Survey>
typealias SurveyFlow = Flow<SurveyStep>
typealias SurveyAnswers = FlowAnswers<SurveyStep>

extension SurveyAnswers {
  /// The text `step` committed, if it is a text step that was completed.
  func text(of step: SurveyStep) -> String? {
    if case .text(let text)? = self[step] { text } else { nil }
  }
}

extension SurveyStep {
  /// A step asking for one line of text, as the onboarding's text steps do.
  static func textEntry(
    _ id: String, title: String, field: String? = nil, placeholder: String, noun: String,
    summaryLabel: String? = nil, problem: @escaping @Sendable (String) -> String?
  ) -> SurveyStep {
    let field = TextEntry.Field(
      title: title, name: field ?? id, placeholder: placeholder, noun: noun, problem: problem)
    let label = summaryLabel ?? field.name
    return SurveyStep(
      id: id, title: title, sample: nil, feature: TextEntry(field), screen: Survey.text,
      make: { answer in
        if case .text(let text)? = answer { TextEntry.State(text: text) } else { TextEntry.State() }
      },
      event: { action in
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

  /// The summary, where every test flow ends.
  static var summary: SurveyStep {
    SurveyStep(
      id: "summary", title: "Summary", sample: nil, feature: OnboardingSummary(),
      screen: Survey.summaryScreen, make: { _ in OnboardingSummary.State() },
      event: { action in
        switch action {
        case .delegate(.finished): .finished
        case .delegate(.startOverRequested): .restartRequested
        case .finishTapped, .startOverTapped: nil
        }
      },
      continueAction: .finishTapped,
      problem: { _ in "the flow ends at the summary; nothing comes after it" },
      linkValue: { _ in "" }, longestLinkValue: "finished".utf8.count,
      fromLink: { (value) throws(Refusal) in
        guard value.isEmpty || value == "finished" else {
          throw Refusal("'summary' takes no value, or 'finished', not '\(value)'")
        }
        return OnboardingSummary.State()
      },
      hasInput: { _ in false }, recapLines: { _ in [] },
      recap: { state, lines in
        state.entries = lines.map { .init(label: $0.label, value: $0.value) }
      },
      view: OnboardingSummary.view(of:))
  }
}
