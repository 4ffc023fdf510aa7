import FlowEngine
import Testing

/// How a chart draws what a declaration says.
@Suite("Flow+Mermaid")
struct FlowMermaidTests {
  @Test func aFlowIsChartedByItsStepsTitlesAndItsConditionsLabels() {
    #expect(
      branching.mermaid == """
        flowchart TD
          first[First]
          second[Second]
          third[Third]
          last([Last])
          first --> second
          second -->|wants more| third
          second -->|otherwise| last
          third --> last

        """)
  }

  @Test func anEdgeClosingADeclaredCycleIsDotted() {
    #expect(
      looping.mermaid == """
        flowchart TD
          first[First]
          second[Second]
          last([Last])
          first --> second
          second -.->|wants more| first
          second -->|otherwise| last

        """)
  }

  @Test func anUnconditionalEdgeWithoutConditionalSiblingsHasNoLabel() {
    #expect(reordered.mermaid.contains("  second --> first\n"))
    #expect(!reordered.mermaid.contains("otherwise"))
  }
}
