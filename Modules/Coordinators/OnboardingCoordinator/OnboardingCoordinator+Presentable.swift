import ConfirmationFeature
import EmailStepFeature
import NameStepFeature
import Navigation
import OnboardingSummaryFeature
public import Presentation
import ProfileDetailsFeature
import SharingChoiceFeature

extension OnboardingCoordinator: Presentable {
  /// One stack named `onboarding`, each step titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "onboarding", stack: state.routes, title: { title(of: $0) })
  }

  /// The title a screen shows.
  public static func title(of screen: Screen) -> String {
    // The commands are dropped, so the identity they would carry does not matter.
    view(of: screen, id: RouteID(0)).title
  }

  /// The screen on top with its commands, and the flow's own: going back to a named step and
  /// starting again.
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    var view = view(of: top.screen, id: top.id)
    if case .confirmation = top.screen { return view }
    if state.isFinished {
      view.lines.append("finished: the answers were handed over; 'restart' begins again")
      view.commands = [
        .plain("restart", summary: "start again from the first step", action: .restartTapped)
      ]
      return view
    }
    let earlier = state.routes.routes.dropLast().compactMap { OnboardingStep.of($0.screen) }
    if !earlier.isEmpty {
      view.commands.append(backToCommand(earlier))
    }
    if view.command(named: "restart") == nil {
      view.commands.append(
        .plain("restart", summary: "start again from the first step", action: .restartTapped))
    }
    return view
  }

  /// Asks the coordinator first: a refused back is an error, anything else is sent.
  public static func back(in state: State) throws(InputError) -> Action {
    if case .refuse(let reason) = backDecision(in: state) { throw InputError(reason) }
    return .backTapped
  }

  private static func backToCommand(_ steps: [OnboardingStep]) -> Command<Action> {
    let names = steps.map(\.rawValue).joined(separator: ", ")
    return Command("backto", usage: "<step>", summary: "go back to an earlier step: \(names)") {
      (arguments) throws(InputError) -> Action in
      guard arguments.count == 1, let step = steps.first(where: { $0.rawValue == arguments[0] })
      else {
        throw InputError("'backto' takes one earlier step: \(names), as in 'backto \(steps[0])'")
      }
      return .backToStepTapped(step)
    }
  }

  private static func view(of screen: Screen, id: RouteID) -> ScreenView<Action> {
    func send(_ action: ScreenAction) -> Action { .routes(.screen(id, action)) }
    switch screen {
    case .name(let state): return NameStep.view(of: state).map { send(.name($0)) }
    case .email(let state): return EmailStep.view(of: state).map { send(.email($0)) }
    case .sharing(let state): return SharingChoice.view(of: state).map { send(.sharing($0)) }
    case .details(let state): return ProfileDetails.view(of: state).map { send(.details($0)) }
    case .summary(let state): return OnboardingSummary.view(of: state).map { send(.summary($0)) }
    case .confirmation(let state):
      return ConfirmationFeature.Confirmation.view(of: state).map { send(.confirmation($0)) }
    }
  }
}
