import Navigation
import Presentation

/// The screens a link may put one above another, and which of those commands put there too.
///
/// A link reads each segment above the screen before it, so a screen whose link is not
/// ended opens whatever may follow anything: `/12/square/3` pushes a number above a screen
/// that offers no command to do so. Pairs are told apart by their declarations and the style
/// of the upper route, so one sample of each screen stands for all its values.
struct LinkedPairs<C: Coordinator> {
  private struct Pair: Hashable {
    let below: Int
    let above: Int
    let style: RouteStyle
  }

  private var made: Set<Pair> = []
  private var samples: [Int: Route<C.Screen>] = [:]

  /// Notes the pairs of `routes`, a stack commands made.
  mutating func record(_ routes: [Route<C.Screen>]) {
    var below: Int?
    for route in routes {
      let index = C.screens.firstIndex { $0.holds(route.screen) }
      if let index, samples[index] == nil { samples[index] = route }
      if let below, let index {
        made.insert(Pair(below: below, above: index, style: route.style))
      }
      below = index
    }
  }

  /// Each pair a link opens and no command made, named with how to fix it.
  func linkedOnly() -> [String] {
    var problems: [String] = []
    for (belowIndex, below) in samples.sorted(by: { $0.key < $1.key }) {
      let lower = C.screens[belowIndex]
      if lower.link?.end(below.screen) != nil { continue }
      for (aboveIndex, above) in samples.sorted(by: { $0.key < $1.key }) {
        guard let segment = C.screens[aboveIndex].link?.print(above.screen, above.style),
          let route = try? C.route(for: segment, after: below.screen),
          let index = C.screens.firstIndex(where: { $0.holds(route.screen) }),
          !made.contains(Pair(below: belowIndex, above: index, style: route.style))
        else { continue }
        let upper = C.screens[index]
        let shown = route.style.isPresentation ? "presented" : "pushed"
        problems.append(
          "a link opens '\(upper.name)' \(shown) above '\(lower.name)' in \(C.self), as "
            + "'\(DeepLink([segment]).description)' after it, which no command does: if "
            + "nothing follows '\(lower.name)', end its link with ending(when:); if "
            + "'\(upper.name)' never comes above it, refuse it there in '\(upper.name)''s "
            + "link; else give '\(lower.name)' a command whose decision shows it")
      }
    }
    return problems
  }
}
