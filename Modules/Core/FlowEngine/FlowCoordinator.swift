public import Architecture
import EnumPaths
public import Navigation
public import Presentation

/// Runs a flow declared as data (``Flow``) for a host (``FlowHost``): each completed step
/// pushes the step the declaration says comes next, and the answers are handed upward at the
/// end.
///
/// Going back is the coordinator's decision (see ``backDecision(in:)``): it pops freely past
/// empty steps, asks for confirmation in a modal before losing entered data or leaving the
/// flow, and refuses to leave a flow that must be finished.
public struct FlowCoordinator<Host: FlowHost>: Reducer {
  /// A step of the host's flows.
  public typealias Step = FlowScreenStep<Host>
  /// The answers of the host's steps.
  public typealias Answers = FlowAnswers<FlowScreenStep<Host>>
  /// The kinds of screen a step shows.
  public typealias StepScreen = Host.StepScreen
  /// The actions of a step's screen.
  public typealias StepAction = Host.StepAction

  /// The flow's navigation and answers.
  public struct State: Sendable {
    /// The flow's declaration, kept with the state so that every function of the state
    /// (rendering, links) interprets the same flow.
    public var flow: Flow<Step>
    /// The steps taken so far, the current one on top, and the confirmation when it is asked.
    public var routes: RouteStack<Screen>
    /// The answers of the steps below the top.
    public var answers: Answers
    /// What the steps start with where the person has not answered them: the values an edit
    /// begins from (the name the settings show). A step that starts with its value loses
    /// nothing when left unchanged.
    public var prefilled: Answers
    /// What a "yes" to the confirmation on screen does.
    public var pending: PendingChange?
    /// Whether the user may leave before finishing.
    public var canLeave: Bool
    /// Whether the final step (the summary) was accepted.
    public var isFinished: Bool

    /// The first step of `flow`, nothing answered, each step starting with its value in
    /// `prefilled`, if it has one.
    public init(
      flow: Flow<Step> = Host.standard, canLeave: Bool = true, prefilled: Answers = Answers()
    ) {
      self.flow = flow
      routes = RouteStack(
        root: .step(id: flow.start.id, flow.start.makeScreen(prefilled[flow.start])))
      answers = Answers()
      self.prefilled = prefilled
      self.canLeave = canLeave
      isFinished = false
    }
  }

  /// A change that loses entered data, waiting for the user's confirmation.
  public enum PendingChange: Codable, Equatable, Sendable {
    /// Leave the flow.
    case leave
    /// Start again from the first step.
    case restart
    /// Go back to this step.
    case backTo(step: String)
  }

  /// What happens to the flow.
  public enum Action: RoutesAction, Codable, Equatable, Sendable {
    /// A screen's action, or a request to close one.
    case routes(StackAction<Screen, ScreenAction>)
    /// The user asked to go back one step (or to leave, at the first).
    case backTapped
    /// The user asked to go back to an earlier step by name.
    case backToStepTapped(step: String)
    /// The user asked to start again.
    case restartTapped
    /// A deep link was opened: where it leads.
    case linkOpened(Destination)
    /// Events for whoever shows the flow.
    case delegate(Delegate)

    /// The stack action this action carries, if it is one.
    public var routes: StackAction<Screen, ScreenAction>? {
      if case .routes(let action) = self { action } else { nil }
    }
  }

  /// A place in the flow that a deep link names.
  public struct Destination: Codable, Equatable, Sendable {
    /// The whole stack, root first.
    public var routes: [Route<Screen>]
    /// The answers of the steps below the top.
    public var answers: Answers
    /// The change the confirmation on top asks about, when there is one.
    public var pending: PendingChange?
    /// Whether the final step (the summary) was already accepted.
    public var isFinished: Bool
  }

  /// What the flow tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user accepted the final step (the summary): the result.
    case finished(Answers)
    /// The user confirmed leaving before the end.
    case left
  }

  /// A coordinator running the flow its state holds.
  public init() {}

  /// Runs each step's screen by its definition in the flow the state holds (a text step's rule
  /// is in its definition), which a declaration switching over the screen alone cannot see.
  public func screens(in state: State) -> Screens {
    Screens(flow: state.flow)
  }
}
