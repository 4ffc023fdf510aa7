import OnboardingCoordinator
import Testing

struct OnboardingFlowValidationTests {
  typealias Edge = OnboardingFlow.Edge

  static func flow(
    start: OnboardingStep = .name, final: OnboardingStep = .summary, _ edges: [Edge]
  ) -> OnboardingFlow {
    OnboardingFlow(name: "test", start: start, final: final, edges: edges)
  }

  @Test(arguments: OnboardingFlow.declared.map(\.name))
  func theDeclaredFlowsHaveNoProblems(name: String) throws {
    let flow = try #require(OnboardingFlow.declared.first { $0.name == name })
    #expect(flow.problems == [])
  }

  @Test func aStepWithoutAnEdgeOutIsADeadEnd() {
    let flow = Self.flow([Edge(.name, .email), Edge(.name, .summary)])
    #expect(flow.problems == ["'email' is a dead end; add an edge from it"])
  }

  @Test func aStepWhoseLastEdgeIsConditionalCanBeADeadEnd() {
    let flow = Self.flow([
      Edge(.name, .sharing), Edge(.sharing, .details, when: .sharesMore), Edge(.details, .summary),
    ])
    #expect(
      flow.problems == [
        "'sharing' can be a dead end when no condition holds; end its edges with one without a "
          + "condition"
      ])
  }

  @Test func aStepWithoutAnEdgeIntoItCannotBeReached() {
    let flow = Self.flow([Edge(.name, .summary), Edge(.email, .summary)])
    #expect(flow.problems == ["'email' cannot be reached from 'name'; add an edge into it"])
  }

  @Test func aCycleNotDeclaredIsRefused() {
    let flow = Self.flow([
      Edge(.name, .email), Edge(.email, .sharing), Edge(.sharing, .name, when: .sharesMore),
      Edge(.sharing, .summary),
    ])
    #expect(
      flow.problems == [
        "the steps name -> email -> sharing -> name form a cycle; declare the edge that closes "
          + "it with closesCycle, or remove it"
      ])
  }

  @Test func aDeclaredCycleIsAccepted() {
    let flow = Self.flow([
      Edge(.name, .email), Edge(.email, .sharing),
      Edge(.sharing, .name, when: .sharesMore, closesCycle: true), Edge(.sharing, .summary),
    ])
    #expect(flow.problems == [])
  }

  @Test func theFinalStepMayHaveNoEdgeOut() {
    let flow = Self.flow([Edge(.name, .summary), Edge(.summary, .name, closesCycle: true)])
    #expect(flow.problems == ["the final step 'summary' has an edge out; the flow ends there"])
  }

  @Test func aFlowThatStartsWhereItEndsIsRefused() {
    let flow = Self.flow(start: .summary, [])
    #expect(flow.problems == ["the flow starts where it ends; give it at least two steps"])
  }

  @Test func everyProblemOfADeclarationIsListed() {
    let flow = Self.flow([Edge(.name, .email, when: .sharesMore), Edge(.details, .summary)])
    #expect(
      flow.problems == [
        "'name' can be a dead end when no condition holds; end its edges with one without a "
          + "condition",
        "'email' is a dead end; add an edge from it",
        "'details' cannot be reached from 'name'; add an edge into it",
        "'summary' cannot be reached from 'name'; add an edge into it",
      ])
  }

  /// From the start, for every combination of truth values of the conditions the flow uses,
  /// the walk ends at the final step without visiting a step twice.
  @Test(arguments: OnboardingFlow.declared.map(\.name))
  func everyPathOfTheDeclaredFlowsEndsAtTheFinalStep(name: String) throws {
    let flow = try #require(OnboardingFlow.declared.first { $0.name == name })
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

  /// The same with the conditions' own tests, for every answer they can depend on.
  @Test(arguments: [nil, true, false] as [Bool?])
  func everyAnswerLeadsFromTheStartToTheFinalStep(sharesMore: Bool?) {
    let answers = OnboardingAnswers(
      name: "Ada", email: "ada@example.com", sharesMore: sharesMore, city: "London", age: 36)
    for flow in OnboardingFlow.declared {
      var path = [flow.start]
      while let step = path.last, step != flow.final, path.count <= flow.steps.count,
        let next = flow.next(after: step, answers: answers)
      {
        path.append(next)
      }
      #expect(path.last == flow.final, "\(flow.name): \(path)")
    }
  }
}
