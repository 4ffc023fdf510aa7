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
    if !final.shows(.summary(.init())) {
      problems.append(
        "the final step '\(final)' is not a summary; end the flow at OnboardingStep.summary, "
          + "which finishes it")
    }
    if edges.contains(where: { $0.from == final }) {
      problems.append("the final step '\(final)' has an edge out; the flow ends there")
    }
    let reachable = reachableSteps(includingCycles: true)
    for step in steps where !reachable.contains(step) {
      problems.append("'\(step)' cannot be reached from '\(start)'; add an edge into it")
    }
    for step in steps where step != final && step.shows(.summary(.init())) {
      problems.append(
        "'\(step)' is a summary before the end; a flow has one summary, its last step")
    }
    if let cycle = undeclaredCycle() {
      problems.append(
        "the steps \(cycle.map(\.id).joined(separator: " -> ")) form a cycle; declare "
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
      // ASCII only: a letter with a combining mark sorts between "a" and "z" too.
      let isLinkName =
        step.id.first.map { $0.isASCII && $0.isLowercase } == true
        && step.id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isWholeNumber || $0 == "-") }
      if !isLinkName {
        problems.append(
          "the step name '\(step.id)' cannot be a link segment; use lowercase letters, digits "
            + "and hyphens, starting with a letter")
      } else if step.id == "confirm" {
        problems.append(
          "the step name 'confirm' is the link segment of the confirmation; choose another")
      }
      // The flow adds `backto` and `restart` to every step's commands; a step may offer a
      // plain `restart` of its own (the summary's "start over" means the same), but not one
      // that takes text.
      let offered = step.view(step.blankScreen)?.commands ?? []
      let commands = offered.map(\.name)
      let clashing = offered.filter {
        $0.name == "backto" || ($0.name == "restart" && !$0.usage.isEmpty)
      }
      for name in Set(clashing.map(\.name)).sorted() {
        problems.append(
          "the step '\(step)' has a command '\(name)', which is the flow's own; name its field "
            + "otherwise")
      }
      var seen: Set<String> = []
      for name in commands where !seen.insert(name).inserted {
        problems.append(
          "the step '\(step)' has two commands named '\(name)'; name its field otherwise")
      }
    }
    return problems
  }
}
