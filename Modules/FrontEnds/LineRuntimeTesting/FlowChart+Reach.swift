public import Architecture
import LineRuntime
public import Presentation

extension FlowChart {
  /// What a person cannot do on the screens of `coordinator` within `depth` commands from
  /// `start`, each named with how to fix it: a screen that no command reaches, only a link,
  /// is one a person cannot find, and one a state file could hold that no command made; a
  /// command named as a front end's own (`where`, `back`, `exit`...) is one a person cannot
  /// type; a screen shown that none of the coordinator's `screens` declares has no feature;
  /// a link that opens one screen above another where no command does opens a stack no one
  /// made, such as a number pushed above a screen whose link is not ended.
  ///
  /// Commands are tried as ``explore(_:starts:depth:arguments:makeStore:)`` tries them; a
  /// screen counts as reached when it is anywhere in the coordinator's own stack.
  @MainActor
  public static func screenProblems<C: Coordinator>(
    _ coordinator: C.Type,
    from start: C.State,
    depth: Int = 4,
    arguments: [String] = sampleArguments,
    makeStore: (C.State) -> Store<C.State, C.Action>
  ) async -> [String] {
    var reached: Set<Int> = []
    var hidden: [String] = []
    var seen: Set<String> = []
    var pairs = LinkedPairs<C>()
    var queue: [(state: C.State, depth: Int)] = [(start, 0)]
    var next = 0
    while next < queue.count {
      let (state, level) = queue[next]
      next += 1
      pairs.record(state.routes.routes.map(\.route))
      for route in state.routes.routes {
        if let index = C.screens.firstIndex(where: { $0.holds(route.screen) }) {
          reached.insert(index)
        } else if let problem = C.restoringProblem(with: state), !hidden.contains(problem) {
          hidden.append(problem)
        }
      }
      let view = C.screen(of: state)
      for command in view.commands where LineRendering.ownWords.contains(command.name) {
        let screen = caseName(of: state.routes.top.screen)
        let problem =
          "the command '\(command.name)' on the screen '\(screen)' of \(C.self) is hidden by the "
          + "front end's own '\(command.name)', so no one can type it: give it another name"
        if !hidden.contains(problem) { hidden.append(problem) }
      }
      guard level < depth else { continue }
      for (_, action) in tries(view, arguments: arguments) {
        let store = makeStore(state)
        store.send(action)
        await store.settle()
        store.cancelAllEffects()
        let place = Place(
          C.navigation(of: store.state), commands: names(C.screen(of: store.state)))
        if seen.insert(place.fingerprint).inserted {
          queue.append((store.state, level + 1))
        }
      }
    }
    let unreached = C.screens.indices.filter { !reached.contains($0) }
      .map { C.screens[$0] }
      .map {
        "the screen '\($0.name)' (\($0.link?.usage.joined(separator: "; ") ?? "no link")) of "
          + "\(C.self) is reached by no command within \(depth) from its start, "
          + "only by a link: give a screen a command whose decision shows it, or drop its link"
      }
    return unreached + hidden + pairs.linkedOnly(depth: depth)
  }

  /// The name of a screen's case, as in `hall` for `.hall("Study")`.
  static func caseName(of screen: some Any) -> String {
    Mirror(reflecting: screen).children.first?.label ?? "\(screen)"
  }
}
