import Presentation
import Testing

@testable import OnboardingCoordinator

@Suite("OnboardingFlow+LongestLink")
struct OnboardingFlowLongestLinkTests {
  @Test func aFlowWithoutCyclesTakesEachStepOnceThenTheQuestion() {
    // Text values may need every byte encoded; the summary's `finished` is counted the same way.
    let text = 3 * Command<Int>.longestText
    let steps = [
      "/first=".utf8.count + text, "/second=".utf8.count + text, "/third=".utf8.count + text,
      "/summary=".utf8.count + 3 * "finished".utf8.count,
    ]
    let confirm = "/confirm=restart".utf8.count
    #expect(OnboardingFlow.branching.longestLink == steps.reduce(0, +) + confirm)
  }

  @Test func aFlowWithACycleIsBoundedByAFullStackOfItsLongestSegment() {
    let flow = OnboardingFlow.looping
    let longestSegment = "second=".utf8.count + 3 * Command<Int>.longestText
    #expect(flow.longestLink == 10_000 * (1 + longestSegment))
  }

  @Test func theCoordinatorTakesTheLongestOfTheDeclaredFlows() {
    // Whichever flow it is: a step added to one must not make its links refused.
    let longest = OnboardingCoordinator.longestLink
    #expect(OnboardingFlow.declared.allSatisfy { $0.longestLink <= longest })
    #expect(OnboardingFlow.declared.contains { $0.longestLink == longest })
  }
}
