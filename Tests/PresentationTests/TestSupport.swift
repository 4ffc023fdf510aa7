import ArchitectureTesting
import Navigation
import Presentation
import Testing

extension SeededRandom {
  /// A string of `count` characters picked from `alphabet`.
  mutating func string(from alphabet: [Character], count: ClosedRange<Int>) -> String {
    String((0..<int(in: count)).map { _ in pick(alphabet) })
  }
}

/// The base seed of a property test: `PRESENTATION_SEED` when set, to replay a reported failure,
/// otherwise a fixed value so that every run checks the same cases.
func propertySeed(default fallback: UInt64) -> UInt64 {
  SeededRandom.seed(from: "PRESENTATION_SEED", default: fallback)
}

/// A route node written briefly: `route(1, .push, "Number 3")`.
func route(
  _ id: Int, _ style: RouteStyle, _ title: String, nested: NavigationNode? = nil
) -> RouteNode {
  RouteNode(id: RouteID(id), style: style, title: title, nested: nested)
}

/// A stack node of these routes, root first.
func stack(_ name: String, _ routes: RouteNode...) -> NavigationNode {
  NavigationNode(name: name, content: .stack(routes))
}

/// A root that embeds navigation, the usual first route.
let root = RouteStyle.root(embedsNavigation: true)
