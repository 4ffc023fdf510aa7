public import Architecture
import Navigation
public import Presentation

extension FlowCoordinator: Presentable {
  /// One stack named for the host, as in `onboarding`, each step titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    let flow = state.flow
    return NavigationNode(
      name: Host.name, stack: state.routes, title: { title(of: $0, in: flow) })
  }

  /// The most bytes a link of any declared flow takes: the flows an app runs and a saved state
  /// names are the declared ones.
  public static var longestLink: Int {
    Host.declared.map(longestLink(of:)).max() ?? 1
  }

  /// The most bytes a link of `flow` takes, its question's answers included.
  public static func longestLink(of flow: Flow<Step>) -> Int {
    flow.longestLink(questionAnswers: ["leave", "restart"], capacity: RouteStack<Screen>.capacity)
  }

  /// The title a screen shows.
  public static func title(of screen: Screen, in flow: Flow<Step>) -> String {
    switch screen {
    case .step(let id, _): flow.step(named: id)?.title ?? id
    case .confirmation(let question): Host.view(of: question).title
    }
  }

  /// The screen on top with its commands, and the flow's own: going back to a named step and
  /// starting again.
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    var view = view(of: top.screen, id: top.id, in: state.flow)
    if case .confirmation = top.screen { return view }
    if state.isFinished {
      view.lines.append("finished: the answers were handed over")
      view.commands = [
        .plain("restart", summary: "start again from the first step", action: .restartTapped)
      ]
      return view
    }
    var seen: Set<String> = []
    // Each earlier step once, where it was last taken.
    let earlier = Array(
      steps(of: state.routes.routes.dropLast().map(\.screen), in: state.flow)
        .reversed().filter { seen.insert($0.id).inserted }.reversed())
    if !earlier.isEmpty {
      view.commands.append(backToCommand(earlier))
    }
    if view.command(named: "restart") == nil {
      view.commands.append(
        .plain("restart", summary: "start again from the first step", action: .restartTapped))
    }
    return view
  }

  /// The flow is left when the user confirmed leaving it (or left its untouched first step):
  /// shown alone, as an app such as `onboarding` shows it, that ends the app.
  public static func leaves(by action: Action) -> Bool {
    if case .delegate(.left) = action { true } else { false }
  }

  /// Asks the coordinator first: a refused back is an error, anything else is sent.
  public static func back(in state: State) throws(Refusal) -> Action {
    if case .refuse(let refusal) = backDecision(in: state) { throw refusal }
    return .backTapped
  }

  /// Shown alone, the flow's back on its untouched first step would leave it, and with it the
  /// app: refused, saying quit leaves; any other back is ``back(in:)``.
  public static func backAtRoot(in state: State) throws(Refusal) -> Action {
    if backDecision(in: state) == .leave { throw leavingRefusal(in: state) }
    return try back(in: state)
  }

  private static func backToCommand(_ steps: [Step]) -> Command<Action> {
    let names = steps.map(\.id).joined(separator: ", ")
    return .choice(
      "backto", placeholder: "step", summary: "go back to an earlier step: \(names)",
      among: steps, noun: "an earlier step", shown: \.id
    ) { .backToStepTapped(step: $0.id) }
  }

  private static func view(
    of screen: Screen, id: RouteID, in flow: Flow<Step>
  ) -> ScreenView<Action> {
    func send(_ action: ScreenAction) -> Action { .routes(.screen(id, action)) }
    switch screen {
    case .step(let stepID, let content):
      guard let view = flow.step(named: stepID)?.view(content) else {
        // Only a state decoded against another flow could get here; the state's decoding
        // refuses it, so this is a screen with nothing to do.
        return ScreenView(title: stepID, lines: ["this step is not part of the flow"])
      }
      return view.map { send(.step($0)) }
    case .confirmation(let state):
      return Host.view(of: state).map { send(.confirmation($0)) }
    }
  }
}

extension FlowCoordinator: ScreenFeature {
  /// The flow, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The flow as a host shows it in one of its routes; hosts name it for what it is there.
  public static func title(of state: State) -> String {
    Host.name.prefix(1).uppercased() + Host.name.dropFirst()
  }
}
