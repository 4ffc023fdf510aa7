import OnboardingCoordinator
import Testing

/// The charts of the app's flows, pinned, and how a chart draws what a declaration says.
struct OnboardingFlowMermaidTests {
  typealias Edge = OnboardingFlow.Edge

  @Test func theStandardFlowIsChartedWithItsBranch() {
    #expect(
      OnboardingFlow.standard.mermaid == """
        flowchart TD
          name[Name]
          email[Email]
          sharing[Share more?]
          details[Details]
          summary([Summary])
          name --> email
          email --> sharing
          sharing -->|shares more| details
          sharing -->|otherwise| summary
          details --> summary

        """)
  }

  @Test func theEmailFirstFlowIsChartedInItsOwnOrder() {
    #expect(
      OnboardingFlow.emailFirst.mermaid == """
        flowchart TD
          email[Email]
          name[Name]
          phone[Phone]
          details[Details]
          summary([Summary])
          email --> name
          name --> phone
          phone --> details
          details --> summary

        """)
  }

  @Test func aFlowIsChartedByItsStepsTitlesAndItsConditionsLabels() {
    #expect(
      OnboardingFlow.branching.mermaid == """
        flowchart TD
          first[First]
          second[Second]
          third[Third]
          summary([Summary])
          first --> second
          second -->|wants more| third
          second -->|otherwise| summary
          third --> summary

        """)
  }

  @Test func anEdgeClosingADeclaredCycleIsDotted() {
    let flow = OnboardingFlow(
      name: "test", start: .first, final: .summary,
      edges: [
        Edge(.first, .second),
        Edge(.second, .first, when: .wantsMore, closesCycle: true),
        Edge(.second, .summary),
      ])
    #expect(
      flow.mermaid == """
        flowchart TD
          first[First]
          second[Second]
          summary([Summary])
          first --> second
          second -.->|wants more| first
          second -->|otherwise| summary

        """)
  }
}
