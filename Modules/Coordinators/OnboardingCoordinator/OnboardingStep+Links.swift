import ConfirmationFeature
import EmailStepFeature
import NameStepFeature
import Navigation
import OnboardingSummaryFeature
import Presentation
import ProfileDetailsFeature
import SharingChoiceFeature

extension OnboardingCoordinator {
  /// A step's screen from the value its link segment carries.
  static func screen(_ step: OnboardingStep, value: String?) throws(InputError) -> Screen {
    let text = value ?? ""
    switch step {
    case .name: return .name(NameStep.State(name: text))
    case .email: return .email(EmailStep.State(email: text))
    case .sharing:
      switch text {
      case "": return .sharing(SharingChoice.State())
      case "yes", "no": return .sharing(SharingChoice.State(choice: text == "yes"))
      // Text from a link: anything else is not an answer.
      default: throw InputError("'sharing' is 'yes' or 'no', as in 'sharing=yes', not '\(text)'")
      }
    case .details:
      guard !text.isEmpty else { return .details(ProfileDetails.State()) }
      // The age is digits, so the first '-' ends it; the city may hold more of them.
      guard let dash = text.firstIndex(of: "-") else {
        throw InputError("'details' is the age, '-' and the city, as in 'details=36-London'")
      }
      let ageText = text[..<dash]
      let age = Int(ageText)
      guard
        ageText.isEmpty
          || (age.map { String($0) == ageText && ProfileDetails.ages.contains($0) } ?? false)
      else {
        throw InputError(
          "the age in 'details' is a whole number from \(ProfileDetails.ages.lowerBound) to "
            + "\(ProfileDetails.ages.upperBound), as in 'details=36-London'")
      }
      return .details(
        ProfileDetails.State(city: String(text[text.index(after: dash)...]), age: age))
    case .summary:
      guard text.isEmpty || text == "finished" else {
        throw InputError("'summary' takes no value, or 'finished', not '\(text)'")
      }
      return .summary(OnboardingSummary.State())
    }
  }

  /// Completes a step as its own "next" would, recording its answer; returns the step's
  /// validation problem instead when it has one.
  static func commit(_ screen: Screen, into answers: inout OnboardingAnswers) -> String? {
    switch screen {
    case .name(var state):
      let effect = NameStep().reduce(into: &state, action: .continueTapped)
      for case .send(.delegate(.completed(let name))) in effect.operations { answers.name = name }
      return state.problem
    case .email(var state):
      let effect = EmailStep().reduce(into: &state, action: .continueTapped)
      for case .send(.delegate(.completed(let email))) in effect.operations {
        answers.email = email
      }
      return state.problem
    case .sharing(var state):
      let effect = SharingChoice().reduce(into: &state, action: .continueTapped)
      for case .send(.delegate(.completed(let shares))) in effect.operations {
        answers.sharesMore = shares
      }
      return state.problem
    case .details(var state):
      let effect = ProfileDetails().reduce(into: &state, action: .continueTapped)
      for case .send(.delegate(.completed(let city, let age))) in effect.operations {
        answers.city = city
        answers.age = age
      }
      return state.problem
    case .summary, .confirmation:
      return "the flow ends at the summary; nothing comes after it"
    }
  }

  /// The change a `confirm=` segment names, checked against the steps before it.
  static func change(
    _ value: String?, before routes: [Route<Screen>]
  ) throws(InputError) -> PendingChange {
    switch value {
    case "leave"?: return .leave
    case "restart"?: return .restart
    default:
      // Text from a link: anything else must name an earlier step.
      let earlier = routes.dropLast().compactMap { OnboardingStep.of($0.screen) }
      guard let value, let step = OnboardingStep(rawValue: value), earlier.contains(step) else {
        throw InputError(
          "'confirm' is 'leave', 'restart' or an earlier step of the link, as in 'confirm=leave'")
      }
      return .backTo(step)
    }
  }

  /// The question asked before `change`.
  static func confirmation(for change: PendingChange) -> ConfirmationFeature.Confirmation.State {
    switch change {
    case .leave:
      .init(question: "Leave the onboarding? What you entered will be lost.", confirmTitle: "leave")
    case .restart:
      .init(question: "Start again? What you entered will be lost.", confirmTitle: "start again")
    case .backTo(let step):
      .init(
        question: "Go back to '\(step.title)'? What you entered after it will be lost.",
        confirmTitle: "go back")
    }
  }
}
