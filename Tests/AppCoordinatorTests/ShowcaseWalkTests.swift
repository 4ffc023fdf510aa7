import AppCoordinator
import Architecture
import ArchitectureTesting
import Foundation
import LineRuntime
import Navigation
import NumberFactClient
import OnboardingCoordinator
import Presentation
import Testing

/// A seeded random walk through the whole showcase: thousands of commands, typed as a person
/// would (valid and not), with facts that take test time so that screens leave while their work
/// runs. After every step: the tree is valid, `where` then `open` changes nothing, no effect of
/// a departed screen delivered anything, a refused line wrote exactly one `error:` line, and the
/// state saved there loads again to the same tree.
@MainActor
struct ShowcaseWalkTests {
  static let steps = stepCount(3_000)

  @Test func aLongRandomWalkKeepsEveryInvariant() async throws {
    let seed = SeededRandom.seed(from: "SHOWCASE_SEED", default: 20_261_121)
    var random = SeededRandom(seed: seed)
    let clock = TestClock()
    let store = Store(
      initialState: AppCoordinator.State(),
      reducer: AppCoordinator(
        Dependencies().with(\.numberFact, .live(clock: clock, delay: .seconds(1)))),
      effectExecutor: clock.executor)
    var reports: [String] = []
    store.onReport = { reports.append($0) }
    var written: [String] = []
    let session = LineSession<AppCoordinator>(store: store, write: { written.append($0) })
    var visitedTabs: Set<AppTab> = []
    var (waited, passed) = (0, 0)
    var waiting: [DeepLink] = []
    var recent: [String] = []
    var savedAndLoaded = 0
    for step in 0..<Self.steps {
      // Give way to the other tests on the main actor between steps.
      await Task.yield()
      let line = Self.nextLine(in: store.state, random: &random)
      recent = Array((recent + [line]).suffix(12))
      let context =
        "step \(step) '\(line)' (replay with SHOWCASE_SEED=\(seed); the last lines were "
        + "\(recent))"
      written.removeAll()
      if line == "advance" {
        await clock.advance(by: .seconds(1))
      } else {
        session.handle(line)
        let errors = written.joined().split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count <= 1, "\(context) wrote \(errors.count) error lines")
        if errors.count == 1 { #expect(written.count == 1, "\(context): an error and more") }
      }
      let link = AppCoordinator.link(of: store.state)
      let before = store.state
      let reopen = try #require(
        try? AppCoordinator.open(link, in: store.state), "\(context): '\(link)' does not open")
      store.send(reopen)
      // Compared outside the expectation, which would print two whole app states.
      let unchanged = store.state == before
      #expect(unchanged, "\(context): opening '\(link)' changed the state")
      try Self.checkTree(AppCoordinator.navigation(of: store.state), context: context)
      // What `--state` would save here loads again, in a fresh decoder, to the same tree.
      let saved = try JSONEncoder().encode(store.state)
      let loaded: AppCoordinator.State
      do {
        loaded = try JSONDecoder().decode(AppCoordinator.State.self, from: saved)
      } catch {
        // The decoder's reason says which check refused it, and how to fix it.
        Issue.record(
          Comment(
            rawValue: "\(context): the saved state does not load: \(Self.reason(error)); "
              + "the state: " + String(decoding: saved, as: UTF8.self)))
        return
      }
      let sameTree =
        AppCoordinator.navigation(of: loaded) == AppCoordinator.navigation(of: store.state)
      #expect(sameTree, "\(context): the saved state loads to another tree")
      // And the load's own checks take it, as every state a command reaches must pass them.
      let refused = AppCoordinator.restoringProblem(with: loaded)
      #expect(refused == nil, "\(context): the loaded state is refused: \(refused ?? "")")
      savedAndLoaded += 1
      let late = reports.filter { $0.contains("has left the stack") }
      #expect(late.isEmpty, "\(context): a departed screen's effect delivered")
      reports.removeAll()
      if case .tabs(let tabs) = store.state.routes.root.screen {
        visitedTabs.insert(tabs.selected)
      }
      // A link waiting at a gate, the welcome flow's or the sign-in's, and one that got through.
      let pending = Self.pendingLinks(in: store.state)
      waited += pending.isEmpty ? 0 : 1
      passed += pending.isEmpty && waiting.contains(AppCoordinator.link(of: store.state)) ? 1 : 0
      waiting = pending
    }
    store.cancelAllEffects()
    // A walk that never left the welcome flow, or never reached a tab, would prove little.
    let unvisited = AppTab.allCases.filter { !visitedTabs.contains($0) }
    #expect(unvisited.isEmpty, "the walk never visited \(unvisited) (seed \(seed))")
    #expect(
      waited > 0 && passed > 0, "the walk waited at a gate \(waited) times and passed \(passed)")
    #expect(savedAndLoaded == Self.steps)
  }

  /// What a decoding error says was wrong, and where: a check's refusal, with the fix.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "\(context.debugDescription) (at \(path.isEmpty ? "the top" : path))"
    @unknown default:
      return "\(error)"
    }
  }

  /// The links waiting at the app's gates: the welcome flow's, and the settings' sign-in.
  static func pendingLinks(in state: AppCoordinator.State) -> [DeepLink] {
    var links = state.pending.map { [$0.link] } ?? []
    if case .tabs(let tabs) = state.routes.root.screen,
      case .settings(let settings)? = tabs[.settings],
      let pending = settings.pending
    {
      links.append(DeepLink([.init("settings")]).appending(pending.link))
    }
    return links
  }

  /// Every stack in the tree is a valid route stack, and the focus ends on a route.
  static func checkTree(_ node: NavigationNode, context: String) throws {
    switch node.content {
    case .stack(let routes):
      let next = RouteID((routes.map(\.id.rawValue).max() ?? 0) + 1)
      #expect(
        (try? RouteStack(
          routes: routes.map { IdentifiedRoute(id: $0.id, style: $0.style, screen: $0.title) },
          nextID: next)) != nil, "\(context): \(node.name) is not a valid stack")
      for route in routes {
        if let nested = route.nested { try checkTree(nested, context: context) }
      }
    case .tabs(let tabs, let selected):
      #expect(tabs.indices.contains(selected), "\(context): selection out of range")
      for tab in tabs { try checkTree(tab.node, context: context) }
    }
    guard case .route = node.focusPath.last else {
      Issue.record("\(context): the focus does not end on a screen")
      return
    }
  }

  /// A line a person might type here: mostly the screen's own commands with plausible
  /// arguments, sometimes global commands, links, typos, or time passing.
  static func nextLine(
    in state: AppCoordinator.State, random: inout SeededRandom
  ) -> String {
    let screen = AppCoordinator.screen(of: state)
    switch random.int(in: 0..<100) {
    case 0..<60:
      let command = random.pick(screen.commands)
      // A step's own command is often given the step's sample, so the walk gets past the flow.
      if let sample = samples[command.name], random.chance(50) {
        return "\(command.name) \(sample)"
      }
      // A command that lists its choices (the tabs) is often given one, so each is reached.
      if case .choice(let choices) = command.argument, choices.count > 0, random.chance(50) {
        return "\(command.name) \(random.pick(choices.labels))"
      }
      let usage = command.argument.placeholder.map { "<\($0)>" } ?? ""
      return ([command.name] + arguments(for: usage, random: &random))
        .joined(separator: " ")
    case 60..<70: return "back"
    case 70..<76: return "advance"
    case 76..<84: return "open " + random.pick(links)
    case 84..<88: return random.pick(["where", "tree", "help", ""])
    default: return random.pick(["selct 3", "open", "tab", "open /items/0", "x y z", "next 1"])
    }
  }

  /// Links to open: places in the tabs, and in the welcome and profile flows as their samples
  /// leave them.
  static let links = [
    "/", "/numbers/3/6", "/numbers/sheet=4/8", "/items", "/items/75", "/items/75/numbers/150",
    "/items/75/preview=75/150", "/settings",
    profileLink(of: .sampled(until: OnboardingFlow.standard.start, filled: true)), welcomeLink(),
    "/welcome",
    "/items/101",
  ]

  /// The text sample of each text step of the welcome flow, by the step's name, which is its
  /// command's.
  static let samples: [String: String] = Dictionary(
    uniqueKeysWithValues: OnboardingFlow.standard.steps.compactMap { step in
      guard case .text(let text)? = step.sample else { return nil }
      return (step.id, text)
    })

  static func arguments(for usage: String, random: inout SeededRandom) -> [String] {
    switch usage {
    case "": return random.chance(5) ? ["extra"] : []
    case "<n>", "<id>", "<years>":
      return [random.pick(["1", "3", "4", "12", "42", "75", "99", "150", "-1", "x"])]
    case "<name>": return [random.pick(["Ada", "Grace Hopper", "R2", "", "numbers", "items"])]
    case "<address>": return [random.pick(["ada@example.com", "bad", "a@b"])]
    case "<city>": return [random.pick(["Oslo", "St. Louis", ""])]
    case "<step>": return [random.pick(OnboardingFlow.standard.steps.map(\.id) + ["nowhere"])]
    case "<name password>":
      return [random.pick(["ada lovelace", "ada lovelace", "ada guess", "bob"])]
    default: return [random.pick(["1", "Ada"])]
    }
  }
}
