import Navigation
import Presentation

extension OnboardingFlow {
  /// The most bytes the link of this flow takes: every step once, each with its longest value
  /// encoded, then the question's `confirm=` segment. A flow with declared cycles may take its
  /// steps again, so it is bounded by a full stack of its longest segment instead.
  public var longestLink: Int {
    let segments = steps.map { step in
      step.id.utf8.count + "=".utf8.count + DeepLink.longestEncoding(ofBytes: step.longestLinkValue)
    }
    let longestStep = segments.max() ?? 0
    let answers = ["leave", "restart"] + steps.map(\.id)
    let confirm = "confirm=".utf8.count + (answers.map(\.utf8.count).max() ?? 0)
    guard !edges.contains(where: \.closesCycle) else {
      return DeepLink.longestText(
        segments: RouteStack<OnboardingCoordinator.Screen>.capacity,
        longestSegment: max(longestStep, confirm))
    }
    return segments.reduce(0) { $0 + 1 + $1 } + 1 + confirm
  }
}
