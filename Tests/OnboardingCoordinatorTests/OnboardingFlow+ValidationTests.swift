import Foundation
import OnboardingCoordinator
import Testing

/// What is wrong with a declaration, on flows the tests declare; the app's flows are checked
/// to have nothing wrong.
struct OnboardingFlowValidationTests {
  typealias Edge = OnboardingFlow.Edge

  /// The app's flows and the tests' own.
  static let sound = OnboardingFlow.declared + [.branching, .reordered]

  static func flow(
    start: OnboardingStep = .first, final: OnboardingStep = .summary, _ edges: [Edge]
  ) -> OnboardingFlow {
    OnboardingFlow(name: "test", start: start, final: final, edges: edges)
  }

  @Test(arguments: sound.map(\.name))
  func theDeclaredFlowsHaveNoProblems(name: String) throws {
    let flow = try #require(Self.sound.first { $0.name == name })
    #expect(flow.problems == [])
  }

  @Test func aStepWithoutAnEdgeOutIsADeadEnd() {
    let flow = Self.flow([Edge(.first, .second), Edge(.first, .summary)])
    #expect(flow.problems == ["'second' is a dead end; add an edge from it"])
  }

  @Test func aStepWhoseLastEdgeIsConditionalCanBeADeadEnd() {
    let flow = Self.flow([
      Edge(.first, .second), Edge(.second, .third, when: .wantsMore), Edge(.third, .summary),
    ])
    #expect(
      flow.problems == [
        "'second' can be a dead end when no condition holds; end its edges with one without a "
          + "condition"
      ])
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

  @Test func aStepWithoutAnEdgeIntoItCannotBeReached() {
    let flow = Self.flow([Edge(.first, .summary), Edge(.second, .summary)])
    #expect(flow.problems == ["'second' cannot be reached from 'first'; add an edge into it"])
  }

  @Test func aCycleNotDeclaredIsRefused() {
    let flow = Self.flow([
      Edge(.first, .second), Edge(.second, .third), Edge(.third, .first, when: .wantsMore),
      Edge(.third, .summary),
    ])
    #expect(
      flow.problems == [
        "the steps first -> second -> third -> first form a cycle; declare the edge that closes "
          + "it with closesCycle, or remove it"
      ])
  }

  @Test func aDeclaredCycleIsAccepted() {
    let flow = Self.flow([
      Edge(.first, .second), Edge(.second, .third),
      Edge(.third, .first, when: .wantsMore, closesCycle: true), Edge(.third, .summary),
    ])
    #expect(flow.problems == [])
  }

  @Test func anEdgeOutOfTheFinalStepIsRefused() {
    let flow = Self.flow([Edge(.first, .summary), Edge(.summary, .first, closesCycle: true)])
    #expect(flow.problems == ["the final step 'summary' has an edge out; the flow ends there"])
  }

  @Test func aFlowThatStartsWhereItEndsIsRefused() {
    let flow = Self.flow(start: .summary, [])
    #expect(flow.problems == ["the flow starts where it ends; give it at least two steps"])
  }

  @Test func theFinalStepMustBeTheSummary() {
    let flow = Self.flow(final: .third, [Edge(.first, .second), Edge(.second, .third)])
    #expect(
      flow.problems == [
        "the final step 'third' is not a summary; end the flow at OnboardingStep.summary, which "
          + "finishes it"
      ])
  }

  @Test func aSummaryBeforeTheEndIsRefused() {
    let flow = Self.flow(final: .third, [Edge(.first, .summary), Edge(.summary, .third)])
    #expect(
      flow.problems == [
        "the final step 'third' is not a summary; end the flow at OnboardingStep.summary, which "
          + "finishes it",
        "'summary' is a summary before the end; a flow has one summary, its last step",
      ])
  }

  @Test func everyProblemOfADeclarationIsListed() {
    let flow = Self.flow([Edge(.first, .second, when: .wantsMore), Edge(.third, .summary)])
    #expect(
      flow.problems == [
        "'first' can be a dead end when no condition holds; end its edges with one without a "
          + "condition",
        "'second' is a dead end; add an edge from it",
        "'third' cannot be reached from 'first'; add an edge into it",
        "'summary' cannot be reached from 'first'; add an edge into it",
      ])
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
}

/// Steps are told apart by name, and their names are link segments.
struct OnboardingFlowNamingTests {
  typealias Edge = OnboardingFlow.Edge

  static func flow(through step: OnboardingStep) -> OnboardingFlow {
    OnboardingFlow(
      name: "naming", start: .first, final: .summary,
      edges: [Edge(.first, step), Edge(step, .summary)])
  }

  @Test func twoDefinitionsUnderOneNameAreRefused() {
    let impostor = OnboardingStep.textEntry(
      "first", title: "Impostor", placeholder: "word", noun: "the word", problem: { _ in nil })
    let flow = OnboardingFlow(
      name: "twice", start: .first, final: .summary,
      edges: [Edge(.first, .second), Edge(.second, impostor), Edge(impostor, .summary)])
    #expect(
      flow.problems.contains(
        "two steps are named 'first' ('First' and 'Impostor'); give each its own name"))
  }

  @Test(arguments: ["Phone", "phone number", "2fa", "phone_number", ""])
  func aNameThatCannotBeALinkSegmentIsRefused(name: String) {
    let step = OnboardingStep.textEntry(
      name, title: "Odd", placeholder: "x", noun: "the x", problem: { _ in nil })
    #expect(
      Self.flow(through: step).problems == [
        "the step name '\(name)' cannot be a link segment; use lowercase letters, digits and "
          + "hyphens, starting with a letter"
      ])
  }

  @Test func theConfirmationsSegmentIsNoStepName() {
    let step = OnboardingStep.textEntry(
      "confirm", title: "Confirm", placeholder: "x", noun: "the x", problem: { _ in nil })
    #expect(
      Self.flow(through: step).problems == [
        "the step name 'confirm' is the link segment of the confirmation; choose another"
      ])
  }

  @Test func namesOfLettersDigitsAndHyphensAreLinkSegments() {
    let step = OnboardingStep.textEntry(
      "second-factor2", title: "Code", placeholder: "x", noun: "the x", problem: { _ in nil })
    #expect(Self.flow(through: step).problems == [])
  }
}

/// A step's commands live beside the flow's own on every screen.
struct OnboardingFlowCommandTests {
  typealias Edge = OnboardingFlow.Edge

  static func problems(withField field: String) -> [String] {
    let step = OnboardingStep.textEntry(
      "code", title: "Code", field: field, placeholder: "x", noun: "the code",
      problem: { _ in nil })
    return OnboardingFlow(
      name: "commands", start: .first, final: .summary,
      edges: [Edge(.first, step), Edge(step, .summary)]
    ).problems
  }

  @Test(arguments: ["backto", "restart"])
  func aFieldNamedLikeTheFlowsOwnCommandIsRefused(field: String) {
    #expect(
      Self.problems(withField: field) == [
        "the step 'code' has a command '\(field)', which is the flow's own; name its field "
          + "otherwise"
      ])
  }

  @Test func aFieldNamedLikeTheStepsNextIsRefused() {
    #expect(
      Self.problems(withField: "next") == [
        "the step 'code' has two commands named 'next'; name its field otherwise"
      ])
  }

  @Test func aFieldOfItsOwnNameIsAccepted() {
    #expect(Self.problems(withField: "code") == [])
  }
}
