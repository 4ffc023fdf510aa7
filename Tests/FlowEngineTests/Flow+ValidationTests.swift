import FlowEngine
import Testing

/// What is wrong with a declaration, each problem named with how to fix it.
@Suite("Flow+Validation")
struct FlowValidationTests {
  static func flow(start: Word = .first, final: Word = .last, _ edges: [Edge]) -> WordFlow {
    WordFlow(name: "test", start: start, final: final, edges: edges)
  }

  @Test(arguments: [branching, reordered, looping].map(\.name))
  func theTestsOwnFlowsHaveNoProblems(name: String) throws {
    let flow = try #require([branching, reordered, looping].first { $0.name == name })
    #expect(flow.problems == [])
  }

  @Test func aStepWithoutAnEdgeOutIsADeadEnd() {
    let flow = Self.flow([Edge(.first, .second), Edge(.first, .last)])
    #expect(flow.problems == ["'second' is a dead end; add an edge from it"])
  }

  @Test func aStepWhoseLastEdgeIsConditionalCanBeADeadEnd() {
    let flow = Self.flow([
      Edge(.first, .second), Edge(.second, .third, when: wantsMore), Edge(.third, .last),
    ])
    #expect(
      flow.problems == [
        "'second' can be a dead end when no condition holds; end its edges with one without a "
          + "condition"
      ])
  }

  @Test func aStepWithoutAnEdgeIntoItCannotBeReached() {
    let flow = Self.flow([Edge(.first, .last), Edge(.second, .last)])
    #expect(flow.problems == ["'second' cannot be reached from 'first'; add an edge into it"])
  }

  @Test func aCycleNotDeclaredIsRefused() {
    let flow = Self.flow([
      Edge(.first, .second), Edge(.second, .third), Edge(.third, .first, when: wantsMore),
      Edge(.third, .last),
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
      Edge(.third, .first, when: wantsMore, closesCycle: true), Edge(.third, .last),
    ])
    #expect(flow.problems == [])
  }

  @Test func anEdgeOutOfTheFinalStepIsRefused() {
    let flow = Self.flow([Edge(.first, .last), Edge(.last, .first, closesCycle: true)])
    #expect(flow.problems == ["the final step 'last' has an edge out; the flow ends there"])
  }

  @Test func aFlowThatStartsWhereItEndsIsRefused() {
    #expect(
      Self.flow(start: .last, []).problems == [
        "the flow starts where it ends; give it at least two steps"
      ])
  }

  @Test func everyProblemOfADeclarationIsListed() {
    let flow = Self.flow([Edge(.first, .second, when: wantsMore), Edge(.third, .last)])
    #expect(
      flow.problems == [
        "'first' can be a dead end when no condition holds; end its edges with one without a "
          + "condition",
        "'second' is a dead end; add an edge from it",
        "'third' cannot be reached from 'first'; add an edge into it",
        "'last' cannot be reached from 'first'; add an edge into it",
      ])
  }

  @Test func theHostsOwnRulesComeAfterTheEngines() {
    let flow = Flow<Ruled>(
      name: "ruled", start: Ruled("a"), final: Ruled("b"), edges: [.init(Ruled("a"), Ruled("c"))])
    #expect(
      flow.problems == ["'c' is a dead end; add an edge from it", "the host refuses 'ruled'"])
  }
}

/// Steps are told apart by name, and their names are link segments.
@Suite("Flow+Validation: naming")
struct FlowNamingTests {
  static func flow(through step: Word) -> WordFlow {
    WordFlow(
      name: "naming", start: .first, final: .last, edges: [Edge(.first, step), Edge(step, .last)])
  }

  @Test func twoDefinitionsUnderOneNameAreRefused() {
    let impostor = Word("first", title: "Impostor")
    let flow = WordFlow(
      name: "twice", start: .first, final: .last,
      edges: [Edge(.first, .second), Edge(.second, impostor), Edge(impostor, .last)])
    #expect(
      flow.problems.contains(
        "two steps are named 'first' ('First' and 'Impostor'); give each its own name"))
  }

  @Test(arguments: ["Phone", "phone number", "2fa", "phone_number", "", "caf\u{E9}"])
  func aNameThatCannotBeALinkSegmentIsRefused(name: String) {
    #expect(
      Self.flow(through: Word(name, title: "Odd")).problems == [
        "the step name '\(name)' cannot be a link segment; use lowercase letters, digits and "
          + "hyphens, starting with a letter"
      ])
  }

  @Test func theQuestionsSegmentIsNoStepName() {
    #expect(
      Self.flow(through: Word("confirm")).problems == [
        "the step name 'confirm' is the link segment of the confirmation; choose another"
      ])
  }

  @Test func namesOfLettersDigitsAndHyphensAreLinkSegments() {
    #expect(Self.flow(through: Word("second-factor2", title: "Code")).problems == [])
  }
}

/// A step whose host refuses every flow, to show where the host's rules go.
struct Ruled: FlowStep {
  typealias Answer = Bool
  let id: String
  init(_ id: String) { self.id = id }
  var title: String { id.uppercased() }
  var longestLinkValue: Int { 0 }
  var description: String { id }
  static func problems(in flow: Flow<Ruled>) -> [String] { ["the host refuses '\(flow.name)'"] }
}
