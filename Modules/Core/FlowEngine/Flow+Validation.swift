extension Flow {
  /// Everything wrong with the declaration, as sentences saying how to fix it; empty when the
  /// flow is sound.
  ///
  /// Sound means: the final step has no way out and every other step has one that always
  /// holds (its last edge is unconditional), so no answers can leave the user stuck; every step
  /// is reachable from the start; and there are no cycles except through edges declared with
  /// `closesCycle`. Together these mean every path ends at the final step. The host's own rules
  /// (``FlowStep/problems(in:)``) come last.
  public var problems: [String] {
    var problems: [String] = []
    problems += namingProblems
    if start == final {
      problems.append("the flow starts where it ends; give it at least two steps")
    }
    for step in steps where step != final {
      let out = edges.filter { $0.from == step }
      if out.isEmpty {
        problems.append("'\(step)' is a dead end; add an edge from it")
      } else if out.last?.condition != nil {
        problems.append(
          "'\(step)' can be a dead end when no condition holds; end its edges with one "
            + "without a condition")
      }
    }
    if edges.contains(where: { $0.from == final }) {
      problems.append("the final step '\(final)' has an edge out; the flow ends there")
    }
    let reachable = reachableSteps()
    for step in steps where !reachable.contains(step) {
      problems.append("'\(step)' cannot be reached from '\(start)'; add an edge into it")
    }
    if let cycle = undeclaredCycle() {
      problems.append(
        "the steps \(cycle.map(\.id).joined(separator: " -> ")) form a cycle; declare "
          + "the edge that closes it with closesCycle, or remove it")
    }
    return problems + Step.problems(in: self)
  }

  private func reachableSteps() -> Set<Step> {
    var seen: Set<Step> = [start]
    var frontier = [start]
    while let step = frontier.popLast() {
      for edge in edges where edge.from == step {
        if seen.insert(edge.to).inserted { frontier.append(edge.to) }
      }
    }
    return seen
  }

  /// A path that returns to its first step using only edges not declared as closing a cycle.
  private func undeclaredCycle() -> [Step]? {
    var path: [Step] = []
    var done: Set<Step> = []
    func visit(_ step: Step) -> [Step]? {
      if let index = path.firstIndex(of: step) { return Array(path[index...]) + [step] }
      guard !done.contains(step) else { return nil }
      path.append(step)
      for edge in edges where edge.from == step && !edge.closesCycle {
        if let cycle = visit(edge.to) { return cycle }
      }
      path.removeLast()
      done.insert(step)
      return nil
    }
    return steps.lazy.compactMap { visit($0) }.first
  }

  /// Steps whose names cannot be links, or two definitions under one name: steps are told
  /// apart by name, so the second would silently stand for the first.
  private var namingProblems: [String] {
    var problems: [String] = []
    var titles: [String: String] = [:]
    for step in edges.flatMap({ [$0.from, $0.to] }) + [start, final] {
      if let title = titles[step.id], title != step.title {
        problems.append(
          "two steps are named '\(step.id)' ('\(title)' and '\(step.title)'); give each its own "
            + "name")
      }
      titles[step.id] = step.title
    }
    for step in steps {
      if !FlowLink.isStepName(step.id) {
        problems.append(
          "the step name '\(step.id)' cannot be a link segment; use lowercase letters, digits "
            + "and hyphens, starting with a letter")
      } else if step.id == FlowLink.question {
        problems.append(
          "the step name '\(FlowLink.question)' is the link segment of the confirmation; "
            + "choose another")
      }
    }
    return problems
  }
}
