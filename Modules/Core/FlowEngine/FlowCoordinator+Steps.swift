import Navigation

// What the flow reads from the steps on its stack: each through the step's definition, so
// that nothing here names a step.

extension FlowCoordinator {
  /// A step's screen, filled in from its answer, or else from its value in `prefilled`; a
  /// step that recaps (the summary) shows the answers of the steps `taken` before it, in their
  /// order.
  static func screen(
    for step: Step, answers: Answers, prefilled: Answers, after taken: [Step]
  ) -> Screen {
    var content = step.makeScreen(answers[step] ?? prefilled[step])
    if let recap = step.recap {
      // A step taken twice (through a declared cycle) holds one answer, shown once.
      var seen: Set<String> = []
      let once = taken.filter { seen.insert($0.id).inserted }
      recap(&content, once.flatMap { taken in answers[taken].map(taken.recapLines) ?? [] })
    }
    return .step(id: step.id, content)
  }

  /// The steps that `screens` show, in order; the confirmation is none.
  static func steps(of screens: [Screen], in flow: Flow<Step>) -> [Step] {
    screens.compactMap { screen in
      if case .step(let id, _) = screen { flow.step(named: id) } else { nil }
    }
  }

  /// Whether the user typed or chose something on `screen` that leaving would lose: not what
  /// the step started with from `prefilled`.
  static func hasInput(_ screen: Screen, in flow: Flow<Step>, prefilled: Answers) -> Bool {
    guard case .step(let id, let content) = screen, let step = flow.step(named: id) else {
      return false
    }
    guard step.hasInput(content) else { return false }
    return prefilled[step].map { content != step.makeScreen($0) } ?? true
  }

  /// Whether a link leads to the same place as where a screen is: the same step holding the
  /// same values, so that opening the current link changes nothing.
  static func isSameLinkPlace(_ lhs: Screen, _ rhs: Screen, in flow: Flow<Step>) -> Bool {
    guard isSamePlace(lhs, rhs) else { return false }
    guard case .step(let id, let a) = lhs, case .step(_, let b) = rhs,
      let step = flow.step(named: id)
    else { return true }
    return step.linkValue(a) == step.linkValue(b)
  }

  /// Whether two screens are the same place in the flow: the same step, or the same question.
  static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    switch (lhs, rhs) {
    case (.step(let a, _), .step(let b, _)): a == b
    case (.confirmation(let a), .confirmation(let b)): a == b
    case (.step, _), (.confirmation, _): false
    }
  }

  /// Where the step named `id` was last taken below the top: the step that going back to it
  /// reaches, even when a declared cycle took it more than once.
  static func position(of id: String, in state: State) -> Int? {
    state.routes.routes.dropLast().lastIndex { route in
      if case .step(id, _) = route.screen { true } else { false }
    }
  }

  /// The answers of the steps below the top, as their screens commit them, bottom first: what
  /// the answers are after going back. A step taken twice (through a declared cycle) answers
  /// with its latest visit, as a link to the same place would.
  static func answers(below state: State) -> Answers {
    var answers = Answers()
    for route in state.routes.routes.dropLast() {
      guard case .step(let id, let content) = route.screen, let step = state.flow.step(named: id),
        case .success(let answer) = step.commit(content)
      else { continue }
      answers[step] = answer
    }
    return answers
  }
}
