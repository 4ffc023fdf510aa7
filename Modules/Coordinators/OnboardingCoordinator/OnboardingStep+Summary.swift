import OnboardingSummaryFeature
import Presentation

extension OnboardingStep {
  /// The summary, where a flow ends: it asks nothing, and shows the answers of the steps
  /// before it, which the coordinator fills in.
  public static let summary = OnboardingStep(
    id: "summary", title: "Summary", sample: nil, feature: OnboardingSummary(),
    screen: OnboardingCoordinator.summaryScreen,
    make: { _ in OnboardingSummary.State() },
    // The summary commits nothing: its events (finish, start over) end the flow or restart it,
    // which the coordinator decides by name in `screenEvent`.
    completion: { _ in nil },
    continueAction: .finishTapped,
    problem: { _ in "the flow ends at the summary; nothing comes after it" },
    linkValue: { _ in "" },
    // The coordinator writes `finished` for a confirmed summary.
    longestLinkValue: "finished".utf8.count,
    fromLink: { (value) throws(InputError) in
      // `finished` says the summary was confirmed, which the coordinator reads itself.
      guard value.isEmpty || value == "finished" else {
        throw InputError("'summary' takes no value, or 'finished', not '\(value)'")
      }
      return OnboardingSummary.State()
    },
    hasInput: { _ in false },
    summary: { _ in [] },
    view: OnboardingSummary.view(of:))
}
