public import Navigation
import NumberDetailFeature
public import Presentation

extension NumbersCoordinator {
  /// The link of a stack: one segment per route above the list, as in `/sheet=3/6`.
  public static func link(of state: State) -> DeepLink {
    DeepLink(
      state.routes.routes.dropFirst().compactMap { linkSegment(of: $0.screen, style: $0.style) })
  }

  /// The most bytes ``link(of:)`` prints: a full stack of the longest segment, `sheet=` and
  /// the number of most digits.
  public static var longestLink: Int {
    let longestSegment = max(
      "sheet=".utf8.count + NumberDetail.longestNumberText, "divisors".utf8.count)
    return DeepLink.longestText(
      segments: RouteStack<Screen>.capacity - 1, longestSegment: longestSegment)
  }

  /// The whole stack a link names, the list at the root.
  /// - Throws: ``InputError`` naming the first segment that is not a place in this example.
  public static func routes(
    for link: DeepLink, list: Screen
  ) throws(InputError) -> [Route<Screen>] {
    let capacity = RouteStack<Screen>.capacity
    guard link.segments.count < capacity else {
      throw .tooManyScreens(link.segments.count, capacity: capacity)
    }
    var routes: [Route<Screen>] = [.root(list)]
    for (position, segment) in link.segments.enumerated() {
      routes.append(try route(for: segment, after: routes[routes.count - 1].screen, at: position))
    }
    return routes
  }

  /// A detail's number from its canonical text.
  static func number(_ text: String, in name: String? = nil) throws(InputError) -> Int {
    let range = NumberDetail.range
    let bounds = "from \(range.lowerBound) to \(range.upperBound)"
    guard let number = Int(text), String(number) == text else {
      if let name {
        throw InputError("'\(name)' needs a number \(bounds), as in '\(name)=3'")
      }
      throw InputError(
        "'\(text)' is not a place in numbers; a segment is a number written plainly, as in "
          + "'/3', a first 'sheet=N', as in '/sheet=3/6', or 'divisors' after a number, as in "
          + "'/12/divisors'")
    }
    guard range.contains(number) else {
      throw InputError("\(number) is not a number a detail shows; use one \(bounds)")
    }
    return number
  }
}
