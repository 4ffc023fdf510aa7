import Navigation
import Presentation

/// The screens a link may put one above another, and which of those commands put there too.
///
/// A link reads each segment above the screen before it, so a screen whose link is not
/// ended opens whatever may follow anything: `/12/square/3` pushes a number above a screen
/// that offers no command to do so. Pairs are told apart by their declarations and the style
/// of the upper route. Every value a command showed of the lower screen is tried, as whether
/// its link ends, or what may follow it, can depend on the value; one value of the upper
/// screen stands for its segment.
struct LinkedPairs<C: Coordinator> {
  private struct Pair: Hashable {
    let below: Int
    let above: Int
    let style: RouteStyle
  }

  /// The most values of one screen tried below the others: enough for every case a rule
  /// tells apart, and bounded for a screen that holds a number.
  private static var valuesTried: Int { 64 }

  private var made: Set<Pair> = []
  private var uppers: [Int: Route<C.Screen>] = [:]
  private var lowers: [Int: [C.Screen]] = [:]
  /// The values in `lowers`, as described, told apart without asking screens to be equatable.
  private var lowersSeen: Set<String> = []

  /// Notes the pairs of `routes`, a stack commands made.
  mutating func record(_ routes: [Route<C.Screen>]) {
    var below: Int?
    for route in routes {
      let index = C.screens.firstIndex { $0.holds(route.screen) }
      if let index {
        if uppers[index] == nil { uppers[index] = route }
        let values = lowers[index, default: []]
        if values.count < Self.valuesTried,
          lowersSeen.insert("\(index) \(route.screen)").inserted
        {
          lowers[index] = values + [route.screen]
        }
      }
      if let below, let index {
        made.insert(Pair(below: below, above: index, style: route.style))
      }
      below = index
    }
  }

  /// Each pair a link opens and no command made within `depth` commands, named with how to
  /// fix it.
  func linkedOnly(depth: Int) -> [String] {
    var problems: [String] = []
    var named: Set<Pair> = []
    for (belowIndex, values) in lowers.sorted(by: { $0.key < $1.key }) {
      let lower = C.screens[belowIndex]
      for below in values where lower.link?.end(below) == nil {
        for (_, above) in uppers.sorted(by: { $0.key < $1.key }) {
          guard
            let segment = C.screens.first(where: { $0.holds(above.screen) })?.link?
              .print(above.screen, above.style),
            let route = try? C.route(for: segment, after: below),
            let index = C.screens.firstIndex(where: { $0.holds(route.screen) })
          else { continue }
          let pair = Pair(below: belowIndex, above: index, style: route.style)
          guard !made.contains(pair), named.insert(pair).inserted else { continue }
          let upper = C.screens[index]
          let shown = route.style.isPresentation ? "presented" : "pushed"
          problems.append(
            "a link opens '\(upper.name)' \(shown) above '\(lower.name)' in \(C.self), as "
              + "'\(DeepLink([segment]).description)' after it, which no command does within "
              + "\(depth) from its start: if nothing follows '\(lower.name)', end its link with "
              + "ending(when:); if '\(upper.name)' never comes above it, refuse it there in "
              + "'\(upper.name)''s link; else give '\(lower.name)' a command whose decision "
              + "shows it")
        }
      }
    }
    return problems
  }
}
