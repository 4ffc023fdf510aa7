extension FlowScreenStep {
  /// The host's rules for a flow of these steps (``FlowHost/problems(in:)``), then the
  /// coordinator's: a step's commands leave room for the flow's own.
  public static func problems(in flow: Flow<Self>) -> [String] {
    var problems = Host.problems(in: flow)
    for step in flow.steps {
      // The flow adds `backto` and `restart` to every step's commands; a step may offer a
      // plain `restart` of its own (the summary's "start over" means the same), but not one
      // that takes text.
      let offered = step.view(step.blankScreen)?.commands ?? []
      let clashing = offered.filter {
        $0.name == "backto" || ($0.name == "restart" && $0.argument.placeholder != nil)
      }
      for name in Set(clashing.map(\.name)).sorted() {
        problems.append(
          "the step '\(step)' has a command '\(name)', which is the flow's own; name its field "
            + "otherwise")
      }
      var seen: Set<String> = []
      for name in offered.map(\.name) where !seen.insert(name).inserted {
        problems.append(
          "the step '\(step)' has two commands named '\(name)'; name its field otherwise")
      }
    }
    return problems
  }
}
