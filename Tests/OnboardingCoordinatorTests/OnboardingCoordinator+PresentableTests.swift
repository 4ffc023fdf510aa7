import FlowEngine
import Navigation
import OnboardingCoordinator
import Presentation
import Testing

/// The longest link of the onboarding's flows, with its steps' values and its question.
struct OnboardingCoordinatorPresentableTests {
  @Test func aFlowWithoutCyclesTakesEachStepOnceThenTheQuestion() {
    // Text values may need every byte encoded; the summary's `finished` is counted the same way.
    let text = 3 * Command<Int>.longestText
    let steps = [
      "/first=".utf8.count + text, "/second=".utf8.count + text, "/third=".utf8.count + text,
      "/summary=".utf8.count + 3 * "finished".utf8.count,
    ]
    let confirm = "/confirm=restart".utf8.count
    #expect(OnboardingCoordinator.longestLink(of: .branching) == steps.reduce(0, +) + confirm)
  }

  @Test func theCoordinatorTakesTheLongestOfTheDeclaredFlows() {
    // Whichever flow it is: a step added to one must not make its links refused.
    let longest = OnboardingCoordinator.longestLink
    let each = OnboardingFlow.declared.map(OnboardingCoordinator.longestLink(of:))
    #expect(each.allSatisfy { $0 <= longest })
    #expect(each.contains(longest))
  }
}
