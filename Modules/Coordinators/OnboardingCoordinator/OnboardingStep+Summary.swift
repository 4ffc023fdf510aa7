import OnboardingSummaryFeature
import Presentation
import ShownText

extension OnboardingStep {
  /// The summary, where a flow ends: it asks nothing, and recaps the answers of the steps
  /// before it.
  public static var summary: OnboardingStep {
    OnboardingStep(
      id: "summary", title: "Summary", sample: nil, feature: OnboardingSummary(),
      screen: Onboarding.summary,
      make: { _ in OnboardingSummary.State() },
      // The summary commits nothing: its events end the flow or start it over. Every action is
      // named, so that a new event of the feature must be decided here.
      event: { action in
        switch action {
        case .delegate(.finished): .finished
        case .delegate(.startOverRequested): .restartRequested
        case .finishTapped, .startOverTapped: nil
        }
      },
      continueAction: .finishTapped,
      problem: { _ in "the flow ends at the summary; nothing comes after it" },
      linkValue: { _ in "" },
      // The coordinator writes `finished` for a confirmed summary.
      longestLinkValue: "finished".utf8.count,
      fromLink: { (value) throws(Refusal) in
        // `finished` says the summary was confirmed, which the coordinator reads itself.
        guard value.isEmpty || value == "finished" else {
          throw Refusal(
            "'summary' takes no value, or 'finished', not '\(VisibleText.excerpt(value))'")
        }
        return OnboardingSummary.State()
      },
      hasInput: { _ in false },
      recapLines: { _ in [] },
      recap: { state, lines in
        state.entries = lines.map { .init(label: $0.label, value: $0.value) }
      },
      view: OnboardingSummary.view(of:))
  }
}
