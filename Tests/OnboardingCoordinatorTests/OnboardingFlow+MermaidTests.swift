import OnboardingCoordinator
import Testing

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
          details[Details]
          summary([Summary])
          email --> name
          name --> details
          details --> summary

        """)
  }

  @Test func anEdgeClosingADeclaredCycleIsDotted() {
    let flow = OnboardingFlow(
      name: "test", start: .name, final: .summary,
      edges: [
        Edge(.name, .email),
        Edge(.email, .name, when: .sharesMore, closesCycle: true),
        Edge(.email, .summary),
      ])
    #expect(
      flow.mermaid == """
        flowchart TD
          name[Name]
          email[Email]
          summary([Summary])
          name --> email
          email -.->|shares more| name
          email -->|otherwise| summary

        """)
  }
}
