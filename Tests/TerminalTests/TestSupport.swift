import Foundation
import Navigation
import Terminal
import Testing

/// A seeded generator (SplitMix64) whose output is the same on every platform and toolchain,
/// so that a failing seed replays anywhere.
struct SplitMix64 {
  private var state: UInt64

  /// A generator whose whole sequence follows from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range`; the modulo bias is irrelevant for ranges this small.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % width)
  }

  /// `true` with a probability of `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool {
    int(in: 0...99) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(in: 0...elements.count - 1)]
  }

  /// A string of `count` characters picked from `alphabet`.
  mutating func string(from alphabet: [Character], count: ClosedRange<Int>) -> String {
    String((0..<int(in: count)).map { _ in pick(alphabet) })
  }
}

/// The base seed of a property test: `TERMINAL_SEED` when set, to replay a reported failure,
/// otherwise a fixed value so that every run checks the same cases.
func propertySeed(default fallback: UInt64) -> UInt64 {
  guard let text = ProcessInfo.processInfo.environment["TERMINAL_SEED"] else { return fallback }
  guard let seed = UInt64(text) else {
    Issue.record("TERMINAL_SEED=\(text) is not a number; using \(fallback)")
    return fallback
  }
  return seed
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
