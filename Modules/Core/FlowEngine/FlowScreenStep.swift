public import Architecture
public import Presentation

/// One step a flow can use, defined in one value: the screen it shows, how its answer is
/// committed and read back, its link value, whether leaving it loses input, and its lines in
/// the recap.
///
/// A step is a feature module's screen configured for the flow, and this is the one way to
/// declare it: the feature and its kind of screen (``StepScreenCase``) in the generic
/// initialiser, which holds every closure to that one feature's state and actions.
public struct FlowScreenStep<Host: FlowHost>: FlowStep {
  /// What a step commits.
  public typealias Answer = Host.Answer

  /// The step's name: its link segment, its key among the answers and in a saved state.
  public let id: String
  /// The step's title in charts and messages.
  public let title: String
  /// An answer the step takes, as an example: what tests and docs give it to get past it
  /// without spelling the flow; `nil` for a step that asks nothing (a summary).
  public let sample: Answer?
  /// The most UTF-8 bytes the link value gives, before encoding: a link with a longer value is
  /// refused, and the flow's longest link is derived from it.
  public let longestLinkValue: Int

  /// The screen, filled in from the step's answer when it has one.
  public let makeScreen: @Sendable (Answer?) -> Host.StepScreen
  /// What a screen action means to the flow: the step's completion or the end; `nil` for any
  /// other.
  public let event: @Sendable (Host.StepAction) -> FlowStepEvent<Answer>?
  /// Completes the screen as its own "next" would: the answer, or what is wrong.
  public let commit: @Sendable (Host.StepScreen) -> Result<Answer, Refusal>
  /// What the step's link segment carries: the values on its screen.
  public let linkValue: @Sendable (Host.StepScreen) -> String
  /// The screen a link segment's value names.
  public let screenFromLink: @Sendable (String) throws(Refusal) -> Host.StepScreen
  /// Whether the user typed or chose something on the screen that leaving would lose.
  public let hasInput: @Sendable (Host.StepScreen) -> Bool
  /// The step's lines in the recap, for its answer.
  public let recapLines: @Sendable (Answer) -> [FlowRecapLine]
  /// Shows the recap of the steps taken on the screen, for a step that recaps them.
  public let recap: (@Sendable (inout Host.StepScreen, [FlowRecapLine]) -> Void)?
  /// Runs the screen's feature; `nil` when the action or the screen is not this step's kind.
  public let run: @Sendable (inout Host.StepScreen, Host.StepAction) -> Effect<Host.StepAction>?
  /// The screen as a front end shows it.
  public let view: @Sendable (Host.StepScreen) -> ScreenView<Host.StepAction>?
  /// Whether `screen` is this step's kind of screen.
  public let shows: @Sendable (Host.StepScreen) -> Bool

  /// A step showing `feature` in the case `screen` of the host's step screens.
  ///
  /// - Parameters:
  ///   - id: the step's name in links, answers and saved states.
  ///   - title: the step's title in charts and messages.
  ///   - sample: an answer the step takes, as an example; `nil` when it asks nothing.
  ///   - feature: the feature that runs the screen, configured for the step.
  ///   - screen: where the feature's state and actions sit in the host's enums.
  ///   - make: the feature's state, filled in from the step's answer when it has one.
  ///   - event: what an action of the feature means to the flow; `nil` for most.
  ///   - continueAction: the action that completes the screen, as the user's "next".
  ///   - problem: what the feature says is wrong after `continueAction` did not complete.
  ///   - linkValue: the values a link carries for the screen; `""` for none.
  ///   - longestLinkValue: the most UTF-8 bytes `linkValue` gives for a state the commands
  ///     can make; a link's value is refused past it.
  ///   - fromLink: the state a link's value names, or why the value is not one.
  ///   - hasInput: whether leaving the screen would lose what the user entered.
  ///   - recapLines: the step's lines in the recap, for its answer.
  ///   - recap: shows the recap of the steps before it, for a step that ends a flow with one.
  ///   - view: the feature's view.
  public init<Feature: Reducer & Sendable>(
    id: String, title: String, sample: Answer?, feature: Feature,
    screen: StepScreenCase<Host.StepScreen, Host.StepAction, Feature.State, Feature.Action>,
    make: @escaping @Sendable (Answer?) -> Feature.State,
    event: @escaping @Sendable (Feature.Action) -> FlowStepEvent<Answer>?,
    continueAction: Feature.Action,
    problem: @escaping @Sendable (Feature.State) -> String?,
    linkValue: @escaping @Sendable (Feature.State) -> String,
    longestLinkValue: Int,
    fromLink: @escaping @Sendable (String) throws(Refusal) -> Feature.State,
    hasInput: @escaping @Sendable (Feature.State) -> Bool,
    recapLines: @escaping @Sendable (Answer) -> [FlowRecapLine],
    recap: (@Sendable (inout Feature.State, [FlowRecapLine]) -> Void)? = nil,
    view: @escaping @Sendable (Feature.State) -> ScreenView<Feature.Action>
  ) where Feature.State: Sendable, Feature.Action: Sendable {
    self.id = id
    self.title = title
    self.sample = sample
    self.longestLinkValue = longestLinkValue
    makeScreen = { screen.state.embed(make($0)) }
    self.event = { action in screen.action.extract(action).flatMap(event) }
    commit = { stepScreen in
      guard var state = screen.state.extract(stepScreen) else {
        return .failure(Refusal("the screen is not the '\(id)' step's"))
      }
      let effect = feature.reduce(into: &state, action: continueAction)
      for case .send(let action) in effect.operations {
        if case .completed(let answer)? = event(action) { return .success(answer) }
      }
      return .failure(Refusal(problem(state) ?? "the '\(id)' step gives no answer"))
    }
    self.linkValue = { screen.state.extract($0).map(linkValue) ?? "" }
    screenFromLink = { (value) throws(Refusal) in screen.state.embed(try fromLink(value)) }
    self.hasInput = { screen.state.extract($0).map(hasInput) ?? false }
    self.recapLines = recapLines
    self.recap = recap.map { recap in
      { @Sendable (stepScreen: inout Host.StepScreen, lines: [FlowRecapLine]) in
        _ = screen.state.modify(&stepScreen) { recap(&$0, lines) }
      }
    }
    run = { stepScreen, action in
      guard let featureAction = screen.action.extract(action) else { return nil }
      return screen.state.modify(&stepScreen) { feature.reduce(into: &$0, action: featureAction) }?
        .map(screen.action.embed)
    }
    self.view = { stepScreen in
      screen.state.extract(stepScreen).map { view($0).map(screen.action.embed) }
    }
    shows = screen.state.matches
  }

  /// The step's screen with nothing answered.
  public var blankScreen: Host.StepScreen { makeScreen(nil) }

  /// Steps are the same when their names are: a flow never holds two steps of one name.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The step's name.
  public var description: String { id }
}
