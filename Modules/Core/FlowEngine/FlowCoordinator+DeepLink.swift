import Navigation
public import Presentation

extension FlowCoordinator {
  /// The link of the flow: one segment per step taken, carrying what it holds, as in
  /// `/name=Ada/email=ada%40example.com/sharing=yes/details=36-London`, then `confirm=...`
  /// while a confirmation is asked.
  public static func link(of state: State) -> DeepLink {
    DeepLink(
      state.routes.routes.map { route in
        switch route.screen {
        case .confirmation:
          let value =
            switch state.pending {
            case .leave?: "leave"
            case .restart?: "restart"
            case .backTo(let step)?: step
            case nil: ""
            }
          return segment(FlowLink.question, value)
        case .step(let id, _) where state.isFinished && id == state.flow.final.id:
          return segment(id, "finished")
        case .step(let id, let content):
          return segment(id, state.flow.step(named: id)?.linkValue(content) ?? "")
        }
      })
  }

  private static func segment(_ name: String, _ value: String) -> DeepLink.Segment {
    DeepLink.Segment(name, value: value.isEmpty ? nil : value)
  }

  /// The place a link names, checked against the flow: the steps must follow the declaration
  /// for the answers the link carries, every step before the last must be complete, and a
  /// flow that may not be left (`canLeave` false) has no question about leaving. `/` is the
  /// first step, with its value in `prefilled`; a question asks only where something differs
  /// from what `prefilled` gives.
  /// - Throws: `Refusal` naming the first step that is missing, out of order or invalid.
  public static func destination(
    for link: DeepLink, in flow: Flow<Step>, canLeave: Bool = true,
    prefilled: Answers = Answers()
  ) throws(Refusal) -> Destination {
    let capacity = RouteStack<Screen>.capacity
    guard link.segments.count <= capacity else {
      throw .tooManyScreens(link.segments.count - 1, capacity: capacity)
    }
    var reader = FlowLinkReader(flow: flow)
    var routes: [Route<Screen>] = []
    var pending: PendingChange?
    var isFinished = false
    for (position, segment) in link.segments.enumerated() {
      let isLast = position == link.segments.count - 1
      if segment.name == FlowLink.question {
        guard isLast, !routes.isEmpty else {
          throw Refusal(
            "'confirm' can only come last, after a step, as in '/name/confirm=leave'")
        }
        pending = try change(segment.value, before: reader.taken.dropLast())
        if pending == .leave && !canLeave {
          throw Refusal(
            "this \(Host.name) must be finished, so it asks no question about leaving; remove "
              + "'confirm=leave', or use 'confirm=restart'")
        }
        continue
      }
      let before = reader.taken
      let step = try reader.enter(segment.name)
      let value = segment.value ?? ""
      var content = try step.screenFromLink(value)
      // After the step's own reading, whose message says more about a value it refuses.
      guard value.utf8.count <= step.longestLinkValue else {
        throw Refusal(
          "the value of '\(step)' in the link is \(value.utf8.count) bytes long; the step "
            + "holds at most \(step.longestLinkValue)")
      }
      if step == flow.final {
        isFinished = segment.value == "finished"
        // The final step recaps the answers of the steps before it.
        if case .step(_, let summary) = screen(
          for: step, answers: reader.answers, prefilled: Answers(), after: before)
        {
          content = summary
        }
      }
      let nextIsLastStep =
        isLast
        || (position == link.segments.count - 2
          && link.segments[position + 1].name == FlowLink.question)
      if !nextIsLastStep && step != flow.final {
        switch step.commit(content) {
        case .success(let answer): reader.complete(with: answer)
        case .failure(let problem):
          throw Refusal("the step '\(step)' is missing before the next one: \(problem)")
        }
      }
      let screen = Screen.step(id: step.id, content)
      routes.append(routes.isEmpty ? .root(screen) : .push(screen))
    }
    if routes.isEmpty {
      // `/` is the start, as in every app: the first step as it starts.
      routes = [.root(.step(id: flow.start.id, flow.start.makeScreen(prefilled[flow.start])))]
    }
    if let pending {
      try checkAsked(pending, above: routes.map(\.screen), in: flow, prefilled: prefilled)
      routes.append(.sheet(.confirmation(confirmation(for: pending, in: flow))))
    }
    return Destination(
      routes: routes, answers: reader.answers, pending: pending, isFinished: isFinished)
  }

  /// Opens a link within the state's flow.
  public static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    .linkOpened(
      try destination(
        for: link, in: state.flow, canLeave: state.canLeave, prefilled: state.prefilled))
  }

  /// Refuses a question the flow would not ask above these screens: it asks before leaving
  /// from the first step, before starting again once something was entered or a step taken,
  /// and before going back past a step that holds input.
  static func checkAsked(
    _ change: PendingChange, above screens: [Screen], in flow: Flow<Step>, prefilled: Answers
  ) throws(Refusal) {
    switch change {
    case .leave:
      guard screens.count == 1 else {
        throw Refusal(
          "'confirm=leave' comes on the first step only, where back leaves; remove the steps "
            + "after it, or ask 'confirm=restart'")
      }
      guard screens.contains(where: { hasInput($0, in: flow, prefilled: prefilled) }) else {
        throw Refusal(
          "'confirm=leave' asks before losing what was entered, and nothing was; remove it")
      }
    case .restart:
      guard
        screens.count > 1
          || screens.contains(where: { hasInput($0, in: flow, prefilled: prefilled) })
      else {
        throw Refusal(
          "'confirm=restart' asks before losing what was entered, and nothing was; remove it")
      }
    case .backTo(let id):
      let target = screens.lastIndex { if case .step(id, _) = $0 { true } else { false } } ?? 0
      guard
        screens[(target + 1)...].contains(where: {
          hasInput($0, in: flow, prefilled: prefilled)
        })
      else {
        throw Refusal(
          "'confirm=\(id)' asks before losing what was entered after '\(id)', and nothing was; "
            + "remove it")
      }
    }
  }

  /// The change a `confirm=` segment names, checked against the steps before the top.
  static func change(
    _ value: String?, before earlier: ArraySlice<Step>
  ) throws(Refusal) -> PendingChange {
    switch value {
    case "leave"?: return .leave
    case "restart"?: return .restart
    default:
      // Text from a link: anything else must name an earlier step.
      guard let value, earlier.contains(where: { $0.id == value }) else {
        throw Refusal(
          "'confirm' is 'leave', 'restart' or an earlier step of the link, as in 'confirm=leave'")
      }
      return .backTo(step: value)
    }
  }

  /// The question asked before `change`.
  static func confirmation(
    for change: PendingChange, in flow: Flow<Step>
  ) -> Host.Question.State {
    switch change {
    case .leave:
      Host.asking(
        "Leave the \(Host.name)? What you entered will be lost.", confirmTitle: "leave")
    case .restart:
      Host.asking("Start again? What you entered will be lost.", confirmTitle: "start again")
    case .backTo(let id):
      Host.asking(
        "Go back to '\(flow.step(named: id)?.title ?? id)'? What you entered after it will be "
          + "lost.",
        confirmTitle: "go back")
    }
  }
}
