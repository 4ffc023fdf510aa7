import Architecture
import FlowEngine
import ItemsCoordinator
import Navigation
import OnboardingCoordinator
public import Presentation

extension AppCoordinator {
  /// What is wrong with the app's declarations, or `nil`: a first word of its links (the
  /// cover's and each tab's name) that is no word a link can start with, or is read twice;
  /// then its own screens', then each tab's coordinator's, which no screen of the app declares.
  public static var declarationProblem: String? {
    firstWordsProblem(firstWords)
      ?? screensDeclarationProblem
      ?? AppTab.allCases.lazy.compactMap {
        tab(of: initialScreen(of: $0)).child?.declarationProblem
      }
      .first
  }

  /// What is wrong with `words` as the first words of the app's links, or `nil`: one that is
  /// no link word, or one read twice, which would open another tab than the one named.
  static func firstWordsProblem(_ words: [String]) -> String? {
    var read: Set<String> = []
    for word in words {
      if let problem = wordProblem(word) {
        return "\(name): the link word '\(word)' of a tab or the cover \(problem)"
      }
      guard read.insert(word).inserted else {
        return "\(name): the welcome cover and the tabs read '\(word)' twice; give the tab a "
          + "name of its own"
      }
    }
    return nil
  }

  /// What the app refuses in a restored state, or `nil` when the commands could reach it: the
  /// tabs at the root, each tab once, in order, holding its own coordinator, the items tab
  /// listing the app's ``catalogue``, and at most the welcome flow above them as a cover that
  /// must be finished, over the tabs of a first launch.
  public static func refusal(restoring state: State) -> String? {
    guard case .tabs(let tabs) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the app starts at the tabs"
    }
    let names = AppTab.allCases.map(\.rawValue).joined(separator: ", ")
    guard tabs.tabs == AppTab.allCases else {
      let found = tabs.tabs.map(\.rawValue).joined(separator: ", ")
      return "the tabs are \(found); the app's tabs are \(names), in that order"
    }
    // The tabs are the app's, in order, so the fresh tabs pair with them one by one.
    for (tab, (child, fresh)) in zip(tabs.tabs, zip(tabs.children, initialTabs.children)) {
      guard holds(tab, child) else {
        return "the tab '\(tab.rawValue)' holds another tab's coordinator; each tab holds its own"
      }
      if Self.tab(of: child).child?.startsAlike(child, fresh) == false {
        let title = Self.tab(of: fresh).title(of: fresh) ?? tab.rawValue
        return "the tab '\(tab.rawValue)' does not start where a tab does: its first screen is "
          + "not '\(title)'; a tab starts at its first screen"
      }
      if case .items(let items) = child, case .list(let list) = items.routes.root.screen,
        let problem = catalogueProblem(in: list.items)
      {
        return "the tab '\(tab.rawValue)' lists other items than the app's: \(problem)"
      }
    }
    let expected = State(firstLaunch: state.routes.count > 1)
    if let problem = state.routes.reachabilityProblem(
      expected: expected.routes.routes.map(\.route), samePlace: isSameKind, title: title(of:))
    {
      return problem
    }
    if let pending = state.pending {
      guard !pending.link.segments.isEmpty else {
        return "an empty link waits behind the welcome flow, where only a place in the tabs can; "
          + "remove 'pending'"
      }
      guard case .onboarding = state.routes.top.screen, state.routes.top.id == pending.gate else {
        return "the link \(pending.link) waits behind the welcome flow, but route "
          + "\(pending.gate) is not the welcome cover on top; remove 'pending'"
      }
      do throws(Refusal) {
        _ = try destination(of: pending.link, from: state.routes.root.screen)
      } catch {
        return "the link \(pending.link) that waits behind the welcome flow leads nowhere: "
          + error.message
      }
    }
    if case .onboarding(let flow) = state.routes.top.screen, flow.canLeave {
      return "the welcome flow at route \(state.routes.top.id) may be left, but the app's must "
        + "be finished; set its canLeave to false"
    }
    // The cover comes up over the tabs as a first launch or a sign-out makes them, and nothing
    // reaches the tabs while it is up.
    if state.routes.count > 1, tabs != initialTabs {
      let changed = zip(tabs.tabs, zip(tabs.children, initialTabs.children))
        .first { $0.1.0 != $0.1.1 }.map { "the tab '\($0.0.rawValue)' is not as it starts" }
      return "the welcome cover is over tabs no first launch has ("
        + (changed ?? "another tab is selected") + "); the cover only comes up over the tabs "
        + "as they start: remove the cover, or start the tabs afresh"
    }
    return nil
  }

  /// Whether two routes of the app are the same kind, whatever they hold.
  static func isSameKind(_ lhs: Screen, _ rhs: Screen) -> Bool {
    switch (lhs, rhs) {
    case (.tabs, .tabs), (.onboarding, .onboarding): true
    case (.tabs, _), (.onboarding, _): false
    }
  }
}
