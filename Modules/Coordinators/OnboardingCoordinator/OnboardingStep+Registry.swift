import ConfirmationFeature
import EmailStepFeature
import NameStepFeature
import OnboardingSummaryFeature
import ProfileDetailsFeature
import SharingChoiceFeature

extension OnboardingStep {
  /// The step's screen, filled in from what was already answered.
  func screen(answers: OnboardingAnswers) -> OnboardingCoordinator.Screen {
    switch self {
    case .name: .name(NameStep.State(name: answers.name ?? ""))
    case .email: .email(EmailStep.State(email: answers.email ?? ""))
    case .sharing: .sharing(SharingChoice.State(choice: answers.sharesMore))
    case .details: .details(ProfileDetails.State(city: answers.city ?? "", age: answers.age))
    case .summary: .summary(OnboardingSummary.State(entries: Self.entries(of: answers)))
    }
  }

  /// The step a screen belongs to; `nil` for the confirmation, which is no step.
  static func of(_ screen: OnboardingCoordinator.Screen) -> OnboardingStep? {
    switch screen {
    case .name: .name
    case .email: .email
    case .sharing: .sharing
    case .details: .details
    case .summary: .summary
    case .confirmation: nil
    }
  }

  /// Forgets this step's answer: the user went back before it.
  func clear(in answers: inout OnboardingAnswers) {
    switch self {
    case .name: answers.name = nil
    case .email: answers.email = nil
    case .sharing: answers.sharesMore = nil
    case .details:
      answers.city = nil
      answers.age = nil
    case .summary:
      // The summary asks nothing; it shows the answers of the steps before it.
      break
    }
  }

  /// Whether the user typed or chose something on this screen that leaving would lose.
  static func hasEnteredData(_ screen: OnboardingCoordinator.Screen) -> Bool {
    switch screen {
    case .name(let state): !state.name.isEmpty
    case .email(let state): !state.email.isEmpty
    case .sharing(let state): state.choice != nil
    case .details(let state): !state.city.isEmpty || state.age != nil
    case .summary, .confirmation: false
    }
  }

  /// The answers shown on the summary, in the order of the steps.
  static func entries(of answers: OnboardingAnswers) -> [OnboardingSummary.Entry] {
    var entries: [OnboardingSummary.Entry] = []
    if let name = answers.name { entries.append(.init(label: "name", value: name)) }
    if let email = answers.email { entries.append(.init(label: "email", value: email)) }
    if let shares = answers.sharesMore {
      entries.append(.init(label: "shares more", value: shares ? "yes" : "no"))
    }
    if let city = answers.city { entries.append(.init(label: "city", value: city)) }
    if let age = answers.age { entries.append(.init(label: "age", value: String(age))) }
    return entries
  }
}
