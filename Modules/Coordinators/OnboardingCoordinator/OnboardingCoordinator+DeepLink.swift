import ConfirmationFeature
import EmailStepFeature
import NameStepFeature
import Navigation
import OnboardingSummaryFeature
public import Presentation
import ProfileDetailsFeature
import SharingChoiceFeature

extension OnboardingCoordinator {
  /// The link of the flow: one segment per step taken, carrying what it holds, as in
  /// `/name=Ada/email=ada%40example.com/sharing=yes/details=36-London`, then `confirm=...`
  /// while a confirmation is asked.
  public static func link(of state: State) -> DeepLink {
    DeepLink(
      state.routes.routes.map { route in
        if case .confirmation = route.screen {
          let value =
            switch state.pending {
            case .leave?: "leave"
            case .restart?: "restart"
            case .backTo(let step)?: step.rawValue
            case nil: ""
            }
          return segment("confirm", value)
        }
        if case .summary = route.screen, state.isFinished { return segment("summary", "finished") }
        return segment(OnboardingStep.of(route.screen)?.rawValue ?? "", linkValue(of: route.screen))
      })
  }

  /// What a step's link segment carries: the values on its screen.
  static func linkValue(of screen: Screen) -> String {
    switch screen {
    case .name(let step): step.name
    case .email(let step): step.email
    case .sharing(let step): step.choice.map { $0 ? "yes" : "no" } ?? ""
    case .details(let step):
      step.age == nil && step.city.isEmpty ? "" : "\(step.age.map(String.init) ?? "")-\(step.city)"
    case .summary, .confirmation: ""
    }
  }

  private static func segment(_ name: String, _ value: String) -> DeepLink.Segment {
    DeepLink.Segment(name, value: value.isEmpty ? nil : value)
  }

  /// The place a link names, checked against the flow: the steps must follow the declaration
  /// for the answers the link carries, and every step before the last must be complete.
  /// - Throws: ``InputError`` naming the first step that is missing, out of order or invalid.
  public static func destination(
    for link: DeepLink, in flow: OnboardingFlow
  ) throws(InputError) -> Destination {
    let steps = flow.steps.map(\.rawValue).joined(separator: ", ")
    var routes: [Route<Screen>] = []
    var answers = OnboardingAnswers()
    var expected: OnboardingStep? = flow.start
    var pending: PendingChange?
    var isFinished = false
    for (position, segment) in link.segments.enumerated() {
      let isLast = position == link.segments.count - 1
      if segment.name == "confirm" {
        guard isLast, !routes.isEmpty else {
          throw InputError(
            "'confirm' can only come last, after a step, as in '/name/confirm=leave'")
        }
        pending = try change(segment.value, before: routes)
        continue
      }
      if let last = routes.last, OnboardingStep.of(last.screen) == flow.final {
        throw InputError(
          "the flow ends at '\(flow.final.rawValue)'; nothing comes after it but 'confirm=...'")
      }
      guard let step = OnboardingStep(rawValue: segment.name), flow.steps.contains(step) else {
        throw InputError("'\(segment.name)' is not a step of this flow; the steps are \(steps)")
      }
      guard step == expected else {
        let previous = routes.last.flatMap { OnboardingStep.of($0.screen) }
        let place =
          previous.map { "after '\($0.rawValue)' the flow goes to" } ?? "the flow starts at"
        throw InputError(
          "\(place) '\(expected?.rawValue ?? "nothing")' with these answers, not '\(step.rawValue)'"
        )
      }
      let screen = try self.screen(step, value: segment.value)
      if step == .summary {
        isFinished = segment.value == "finished"
        if case .summary = screen {
          // The summary shows the answers of the steps before it.
          routes.append(.push(.summary(.init(entries: OnboardingStep.entries(of: answers)))))
          continue
        }
      }
      let nextIsLastStep =
        isLast
        || (position == link.segments.count - 2 && link.segments[position + 1].name == "confirm")
      if !nextIsLastStep {
        if let problem = commit(screen, into: &answers) {
          throw InputError("the step '\(step.rawValue)' is missing before the next one: \(problem)")
        }
        expected = flow.next(after: step, answers: answers)
      }
      routes.append(routes.isEmpty ? .root(screen) : .push(screen))
    }
    if routes.isEmpty {
      // `/` is the start, as in every app: the first step with nothing entered.
      routes = [.root(flow.start.screen(answers: OnboardingAnswers()))]
    }
    if let pending {
      routes.append(.sheet(.confirmation(confirmation(for: pending))))
    }
    return Destination(routes: routes, answers: answers, pending: pending, isFinished: isFinished)
  }

  /// Opens a link within the state's flow.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    .linkOpened(try destination(for: link, in: state.flow))
  }
}
