import FlowEngine

// Steps and flows of the tests' own, with nothing of a screen: the engine orders, checks and
// charts steps by their names and titles alone.

/// A step that answers with a word.
struct Word: FlowStep {
  typealias Answer = String

  let id: String
  let title: String
  let longestLinkValue: Int

  init(_ id: String, title: String? = nil, longestLinkValue: Int = 8) {
    self.id = id
    self.title = title ?? id.capitalized
    self.longestLinkValue = longestLinkValue
  }

  var description: String { id }

  // Steps are their names, as a host's are: two titles under one name are one step.
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  static let first = Word("first")
  static let second = Word("second")
  static let third = Word("third")
  static let last = Word("last", longestLinkValue: 0)
}

typealias WordFlow = Flow<Word>
typealias Edge = WordFlow.Edge

/// The second word is "more".
let wantsMore = WordFlow.Condition("wants more") { $0.byStep["second"] == "more" }

/// First, second, the third only when the second word is "more", then the end.
let branching = WordFlow(
  name: "branching", start: .first, final: .last,
  edges: [
    Edge(.first, .second), Edge(.second, .third, when: wantsMore), Edge(.second, .last),
    Edge(.third, .last),
  ])

/// The same steps in another order, without the branch.
let reordered = WordFlow(
  name: "reordered", start: .second, final: .last,
  edges: [Edge(.second, .first), Edge(.first, .third), Edge(.third, .last)])

/// Back to the first step when the second word is "more", a cycle declared as such.
let looping = WordFlow(
  name: "looping", start: .first, final: .last,
  edges: [
    Edge(.first, .second), Edge(.second, .first, when: wantsMore, closesCycle: true),
    Edge(.second, .last),
  ])

let more = FlowAnswers<Word>(["second": "more"])
let less = FlowAnswers<Word>(["second": "less"])
