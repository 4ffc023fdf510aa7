import Presentation
import SharingChoiceFeature
import ShownText

extension OnboardingStep {
  /// Whether the user shares more: a yes or a no, which the standard flow branches on.
  public static var sharing: OnboardingStep {
    OnboardingStep(
      id: "sharing", title: "Share more?", sample: .choice(false), feature: SharingChoice(),
      screen: Onboarding.choice,
      make: { answer in
        if case .choice(let choice)? = answer {
          SharingChoice.State(choice: choice)
        } else {
          SharingChoice.State()
        }
      },
      event: { action in
        // Every action named, so that a new event of the feature must be decided here.
        switch action {
        case .delegate(.completed(let shares)): .completed(.choice(shares))
        case .choiceMade, .continueTapped: nil
        }
      },
      continueAction: .continueTapped, problem: \.problem,
      linkValue: { $0.choice.map { $0 ? "yes" : "no" } ?? "" },
      longestLinkValue: "yes".utf8.count,
      fromLink: { (value) throws(Refusal) in
        switch value {
        case "": return SharingChoice.State()
        case "yes", "no": return SharingChoice.State(choice: value == "yes")
        // Text from a link: anything else is not an answer.
        default:
          throw Refusal(
            "'sharing' is 'yes' or 'no', as in 'sharing=yes', not '\(VisibleText.excerpt(value))'")
        }
      },
      hasInput: { $0.choice != nil },
      recapLines: { answer in
        guard case .choice(let shares) = answer else { return [] }
        return [.init(label: "shares more", value: shares ? "yes" : "no")]
      },
      view: SharingChoice.view(of:))
  }
}
