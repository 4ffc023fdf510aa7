public import Architecture
public import FlowEngine
import Navigation
public import OnboardingSummaryFeature
public import Presentation

/// One step an onboarding flow can use, defined in one value: the screen it shows, how its
/// answer is committed and read back, its link value, whether leaving it loses input, and its
/// lines on the summary.
///
/// A step is a feature module's screen configured for the flow. Each is declared in a file of
/// its own (`OnboardingStep+Name.swift`), and a flow (``OnboardingFlow``) orders them, so adding
/// a step is its definition and its edges; a text step needs no new type at all (see
/// ``textEntry(_:title:field:placeholder:noun:summaryLabel:sample:problem:)``).
public struct OnboardingStep: FlowStep {
  /// What a step commits: text, a choice or details.
  public typealias Answer = OnboardingAnswer

  /// The step's name: its link segment, its key among the answers and in a saved state.
  public let id: String
  /// The step's title in charts and messages.
  public let title: String
  /// An answer the step takes, as an example: what tests and docs give it to get past it
  /// without spelling the flow; `nil` for a step that asks nothing (the summary).
  public let sample: OnboardingAnswer?

  /// The screen, filled in from the step's answer when it has one.
  let makeScreen: @Sendable (OnboardingAnswer?) -> OnboardingCoordinator.StepScreen
  /// The answer a screen action commits: the step's completion event, `nil` for any other.
  let completion: @Sendable (OnboardingCoordinator.StepAction) -> OnboardingAnswer?
  /// Completes the screen as its own "next" would: the answer, or what is wrong.
  let commit: @Sendable (OnboardingCoordinator.StepScreen) -> Result<OnboardingAnswer, InputError>
  /// What the step's link segment carries: the values on its screen.
  let linkValue: @Sendable (OnboardingCoordinator.StepScreen) -> String
  /// The most UTF-8 bytes the link value gives, before encoding: a link with a longer value is
  /// refused, and the flow's longest link is derived from it.
  public let longestLinkValue: Int
  /// The screen a link segment's value names.
  let screenFromLink: @Sendable (String) throws(InputError) -> OnboardingCoordinator.StepScreen
  /// Whether the user typed or chose something on the screen that leaving would lose.
  let hasInput: @Sendable (OnboardingCoordinator.StepScreen) -> Bool
  /// The step's lines on the summary.
  let summaryLines: @Sendable (OnboardingAnswer) -> [OnboardingSummary.Entry]
  /// Runs the screen's feature.
  let run:
    @Sendable (inout OnboardingCoordinator.StepScreen, OnboardingCoordinator.StepAction) -> Effect<
      OnboardingCoordinator.StepAction
    >?
  /// The screen as a front end shows it.
  let view:
    @Sendable (OnboardingCoordinator.StepScreen) -> ScreenView<OnboardingCoordinator.StepAction>?
  /// Whether `screen` is this step's kind of screen.
  let shows: @Sendable (OnboardingCoordinator.StepScreen) -> Bool

  /// A step showing `feature` in the case `screen` of the flow's step screens.
  ///
  /// - Parameters:
  ///   - make: the feature's state, filled in from the step's answer when it has one.
  ///   - completion: the answer a completion event of the feature carries; `nil` for others.
  ///   - continueAction: the action that completes the screen, as the user's "next".
  ///   - problem: what the feature says is wrong after `continueAction` did not complete.
  ///   - linkValue: the values a link carries for the screen; `""` for none.
  ///   - longestLinkValue: the most UTF-8 bytes `linkValue` gives for a state the commands
  ///     can make; a link's value is refused past it.
  ///   - fromLink: the state a link's value names, or why the value is not one.
  ///   - hasInput: whether leaving the screen would lose what the user entered.
  ///   - summary: the step's lines on the summary, for its answer.
  ///   - view: the feature's view.
  ///   - sample: an answer the step takes, as an example; `nil` when it asks nothing.
  public init<Feature: Reducer & Sendable>(
    id: String, title: String, sample: OnboardingAnswer?, feature: Feature,
    screen: StepScreenCase<
      OnboardingCoordinator.StepScreen, OnboardingCoordinator.StepAction, Feature.State,
      Feature.Action
    >,
    make: @escaping @Sendable (OnboardingAnswer?) -> Feature.State,
    completion: @escaping @Sendable (Feature.Action) -> OnboardingAnswer?,
    continueAction: Feature.Action,
    problem: @escaping @Sendable (Feature.State) -> String?,
    linkValue: @escaping @Sendable (Feature.State) -> String,
    longestLinkValue: Int,
    fromLink: @escaping @Sendable (String) throws(InputError) -> Feature.State,
    hasInput: @escaping @Sendable (Feature.State) -> Bool,
    summary: @escaping @Sendable (OnboardingAnswer) -> [OnboardingSummary.Entry],
    view: @escaping @Sendable (Feature.State) -> ScreenView<Feature.Action>
  ) where Feature.State: Sendable, Feature.Action: Sendable {
    self.id = id
    self.title = title
    self.sample = sample
    makeScreen = { screen.state.embed(make($0)) }
    self.completion = { action in screen.action.extract(action).flatMap(completion) }
    commit = { stepScreen in
      guard var state = screen.state.extract(stepScreen) else {
        return .failure(InputError("the screen is not the '\(id)' step's"))
      }
      let effect = feature.reduce(into: &state, action: continueAction)
      for case .send(let action) in effect.operations {
        if let answer = completion(action) { return .success(answer) }
      }
      return .failure(InputError(problem(state) ?? "the '\(id)' step gives no answer"))
    }
    self.linkValue = { screen.state.extract($0).map(linkValue) ?? "" }
    self.longestLinkValue = longestLinkValue
    screenFromLink = { (value) throws(InputError) in screen.state.embed(try fromLink(value)) }
    self.hasInput = { screen.state.extract($0).map(hasInput) ?? false }
    summaryLines = summary
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
  var blankScreen: OnboardingCoordinator.StepScreen { makeScreen(nil) }
}

extension OnboardingStep {
  /// Steps are the same when their names are: a flow never holds two steps of one name.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension OnboardingStep: CustomStringConvertible {
  /// The step's name.
  public var description: String { id }
}
