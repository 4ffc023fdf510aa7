public import Architecture
import EnumPaths

extension FlowCoordinator {
  /// The screens of the flow: a step's screen, under the step's name, and the question asked
  /// before losing what the user entered.
  public enum Screen: Codable, Equatable, Sendable {
    /// The step named `id` of the flow, showing its screen.
    case step(id: String, StepScreen)
    /// A yes/no question, presented modally.
    case confirmation(Host.Question.State)
  }

  /// The actions of the screens, by screen.
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// The action of the step on the route.
    case step(StepAction)
    /// The question's actions.
    case confirmation(Host.Question.Action)
  }

  /// Runs the screen a route shows: a step through its definition in the flow, which knows
  /// the feature and its configuration (a text step's rule), or the question.
  public struct Screens: Reducer {
    let flow: Flow<Step>

    /// Runs the screen's feature: the step's, as `flow` defines it, or the question's.
    public func reduce(into screen: inout Screen, action: ScreenAction) -> Effect<ScreenAction> {
      switch action {
      case .confirmation:
        let statePath = CasePath<Screen, Host.Question.State>(
          Screen.confirmation,
          extract: { if case .confirmation(let state) = $0 { state } else { nil } })
        let actionPath = CasePath<ScreenAction, Host.Question.Action>(
          ScreenAction.confirmation,
          extract: { if case .confirmation(let action) = $0 { action } else { nil } })
        return ScopeCase(state: statePath, action: actionPath) { Host.question }
          .reduce(into: &screen, action: action)
      case .step(let stepAction):
        guard case .step(let id, var content) = screen, let step = flow.step(named: id) else {
          return .report(
            "\(stepAction) arrived while the route shows \(screen); send a step's actions only "
              + "to the route that shows it")
        }
        guard let effect = step.run(&content, stepAction) else {
          return .report(
            "\(stepAction) is not an action of the step '\(id)'; send a step's actions only to "
              + "the route that shows it")
        }
        screen = .step(id: id, content)
        return effect.map(ScreenAction.step)
      }
    }
  }
}
