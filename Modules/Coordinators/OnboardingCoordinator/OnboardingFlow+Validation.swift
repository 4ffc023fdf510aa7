extension OnboardingFlow {
  /// Everything wrong with the declaration, as sentences saying how to fix it; empty when the
  /// flow is sound.
  ///
  /// Sound means: the final step has no way out and every other step has one that always
  /// holds (its last edge is unconditional), so no answers can leave the user stuck; every step
  /// is reachable from the start; and there are no cycles except through edges declared with
  /// `closesCycle`. Together these mean every path ends at the final step.
  public var problems: [String] {
    var problems: [String] = []
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
    let reachable = reachableSteps(includingCycles: true)
    for step in steps where !reachable.contains(step) {
      problems.append("'\(step)' cannot be reached from '\(start)'; add an edge into it")
    }
    if let cycle = undeclaredCycle() {
      problems.append(
        "the steps \(cycle.map(\.rawValue).joined(separator: " -> ")) form a cycle; declare "
          + "the edge that closes it with closesCycle, or remove it")
    }
    return problems
  }

  private func reachableSteps(includingCycles: Bool) -> Set<OnboardingStep> {
    var seen: Set<OnboardingStep> = [start]
    var frontier = [start]
    while let step = frontier.popLast() {
      for edge in edges where edge.from == step && (includingCycles || !edge.closesCycle) {
        if seen.insert(edge.to).inserted { frontier.append(edge.to) }
      }
    }
    return seen
  }

  /// A path that returns to its first step using only edges not declared as closing a cycle.
  private func undeclaredCycle() -> [OnboardingStep]? {
    var path: [OnboardingStep] = []
    var done: Set<OnboardingStep> = []
    func visit(_ step: OnboardingStep) -> [OnboardingStep]? {
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
}
