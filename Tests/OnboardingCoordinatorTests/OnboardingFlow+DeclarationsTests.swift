import FlowEngine
import Foundation
import OnboardingCoordinator
import Testing

/// The declared flows: sound, charted, and every path ends at the summary.
struct OnboardingFlowDeclarationsTests {
  /// The app's flows and the tests' own.
  static let sound = OnboardingFlow.declared + [.branching, .reordered]

  @Test(arguments: sound.map(\.name))
  func theDeclaredFlowsHaveNoProblems(name: String) throws {
    let flow = try #require(Self.sound.first { $0.name == name })
    #expect(flow.problems == [])
  }

  @Test(
    "the problem Docs/Onboarding.md quotes is the one the standard flow has without its last edge out of 'sharing'"
  )
  func theArticlesExampleProblem() throws {
    let standard = OnboardingFlow.standard
    let edges = standard.edges.filter { !($0.from == .sharing && $0.to == .summary) }
    #expect(edges.count == standard.edges.count - 1)
    let flow = OnboardingFlow(
      name: standard.name, start: standard.start, final: standard.final, edges: edges)
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/Onboarding.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let lead = try #require(
      text.range(of: "the declaration then has exactly one problem:\n\n```\n"))
    let quoted = text[lead.upperBound...].prefix { $0 != "\n" }
    #expect(flow.problems == [String(quoted)])
  }

  @Test("each declared flow is charted with a node per step and an arrow per edge")
  func theDeclaredFlowsAreChartedFromTheirDeclarations() {
    // The charts themselves are pinned once, in Docs/Charts.md, which ChartsTests regenerates.
    for flow in OnboardingFlow.declared {
      let lines = flow.mermaid.split(separator: "\n").map(String.init)
      for step in flow.steps {
        #expect(lines.contains { $0.hasPrefix("  \(step.id)[") || $0.hasPrefix("  \(step.id)(") })
      }
      for edge in flow.edges {
        #expect(
          lines.contains { $0.hasPrefix("  \(edge.from.id) -") && $0.hasSuffix(" \(edge.to.id)") },
          "\(flow.name): \(edge.from.id) to \(edge.to.id)")
      }
    }
  }

  /// From the start, for every combination of truth values of the conditions the flow uses,
  /// the walk ends at the final step without visiting a step twice.
  @Test(arguments: sound.map(\.name))
  func everyPathOfTheDeclaredFlowsEndsAtTheFinalStep(name: String) throws {
    let flow = try #require(Self.sound.first { $0.name == name })
    var labels: [String] = []
    for case let label? in flow.edges.map(\.condition?.label) where !labels.contains(label) {
      labels.append(label)
    }
    var ends: Set<OnboardingStep> = []
    for combination in 0..<(1 << labels.count) {
      let holding = Set(labels.indices.filter { combination & (1 << $0) != 0 }.map { labels[$0] })
      var path = [flow.start]
      while let step = path.last, step != flow.final, path.count <= flow.steps.count {
        let edge = flow.edges.first {
          $0.from == step && ($0.condition.map { holding.contains($0.label) } ?? true)
        }
        guard let edge else { break }
        path.append(edge.to)
      }
      #expect(path.last == flow.final, "\(holding.sorted()): \(path)")
      #expect(Set(path).count == path.count, "\(holding.sorted()): \(path)")
      ends.insert(path.last ?? flow.start)
    }
    #expect(ends == [flow.final])
  }

  /// The same with the conditions' own tests, for every answer the branch depends on.
  @Test(arguments: [nil, "more", "less"] as [String?])
  func everyAnswerLeadsFromTheStartToTheFinalStep(second: String?) {
    var answers = OnboardingAnswers(["first": .text("Ada"), "third": .text("tea")])
    answers[.second] = second.map(OnboardingAnswer.text)
    for flow in [OnboardingFlow.branching, .reordered] {
      var path = [flow.start]
      while let step = path.last, step != flow.final, path.count <= flow.steps.count,
        let next = flow.next(after: step, answers: answers)
      {
        path.append(next)
      }
      #expect(path.last == flow.final, "\(flow.name): \(path)")
    }
  }

  @Test("each flow is declared under its own name, and the standard one is among them")
  func theFlowsAreDeclaredByName() {
    #expect(Onboarding.declarationProblems == [])
    #expect(OnboardingFlow.declared.map(\.name) == OnboardingFlowName.allCases.map(\.rawValue))
  }
}
