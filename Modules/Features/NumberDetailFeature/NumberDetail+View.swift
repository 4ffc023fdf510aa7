public import Architecture
import NumberFactClient
public import Presentation

extension NumberDetail: ScreenFeature {
  /// The screen, asking the app's number-fact client for facts.
  public init(_ dependencies: Dependencies) {
    self.init(factClient: dependencies.numberFact)
  }

  /// The screen's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Number \(state.number)" }

  /// The screen as a front end shows it: the number, its fact, and its commands. Commands that
  /// would leave ``range`` are refused before they are sent.
  public static func view(of state: State) -> ScreenView<Action> {
    let number = state.number
    let fact: String
    switch state.fact {
    case .notRequested: fact = "fact: not loaded yet"
    case .loading: fact = "fact: loading..."
    case .loaded(let text): fact = "fact: \(text)"
    case .failed(let reason): fact = "fact: unavailable (\(reason))"
    }
    return ScreenView(
      title: title(of: state),
      lines: ["number: \(number)", fact],
      commands: [
        guarded("increment", summary: "add one", state.incremented, action: .incrementTapped),
        guarded("decrement", summary: "take one away", state.decremented, action: .decrementTapped),
        guarded(
          "double", summary: "show the double of this number", state.double,
          action: .showDoubleTapped),
        .plain("fact", summary: "load a fact about this number", action: .factTapped),
        .plain("divisors", summary: "show the divisors of this number", action: .divisorsTapped),
        .plain("done", summary: "say you are done with this number", action: .doneTapped),
      ])
  }

  /// A command without arguments that is refused when the state says it leads nowhere
  /// (`result` is nil: outside ``range``).
  private static func guarded(
    _ name: String, summary: String, _ result: Int?, action: Action
  ) -> Command<Action> {
    .plain(name, summary: summary, action: action).unavailable(
      because: result == nil
        ? "it would leave the numbers from \(range.lowerBound) to \(range.upperBound)" : nil)
  }
}
