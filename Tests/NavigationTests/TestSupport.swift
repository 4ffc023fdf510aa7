import ArchitectureTesting
import EnumPaths
import Navigation
import Testing

/// A screen enum shaped like a coordinator's: one case per feature, with payloads of the kinds
/// features hold (none, a collection, a number, a labelled string).
enum TestScreen: Hashable, Codable, Sendable {
  /// A screen without state, as a root often is.
  case home
  /// A screen holding a collection, the kind of state that must not be copied.
  case list([Int])
  /// A screen shown several times in one stack, told apart by its number.
  case detail(Int)
  /// A screen with a labelled payload, which codes differently from an unlabelled one.
  case settings(name: String)

  /// Case paths written by hand, as a coordinator declares them for the screens it composes.
  enum Cases {
    /// The `home` case, which carries nothing.
    static let home = CasePath<TestScreen, Void>({ _ in .home }) {
      if case .home = $0 { () } else { nil }
    }
    /// The `list` case and its numbers.
    static let list = CasePath<TestScreen, [Int]>(TestScreen.list) {
      if case .list(let numbers) = $0 { numbers } else { nil }
    }
    /// The `detail` case and its number.
    static let detail = CasePath<TestScreen, Int>(TestScreen.detail) {
      if case .detail(let number) = $0 { number } else { nil }
    }
    /// The `settings` case and its name.
    static let settings = CasePath<TestScreen, String>({ .settings(name: $0) }) {
      if case .settings(let name) = $0 { name } else { nil }
    }
  }
}

/// A stack of `TestScreen`s, the type almost every test works on.
typealias TestStack = RouteStack<TestScreen>

/// A stack built from a root and routes appended in one update, for tests that start mid-flow.
func makeStack(
  root: TestScreen = .home,
  embedsNavigation: Bool = true,
  _ routes: Route<TestScreen>...
) throws(NavigationError) -> TestStack {
  var stack = TestStack(root: root, embedsNavigation: embedsNavigation)
  try stack.append(contentsOf: routes)
  return stack
}

/// The raw identities of a stack, bottom first: expected values read better as plain numbers.
func rawIDs(_ stack: TestStack) -> [Int] {
  stack.routes.map(\.id.rawValue)
}

extension RouteStack {
  /// The stack after one pop, for building expected values inline.
  func poppedOnce() throws(NavigationError) -> Self {
    var stack = self
    stack.pop()
    return stack
  }
}

/// Runs an operation that must be refused and returns its error. It also fails when the
/// operation changed the stack, so that every refusal test checks the all-or-nothing rule.
@discardableResult
func refusal(
  of stack: TestStack,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout TestStack) throws -> Void
) -> NavigationError? {
  var attempt = stack
  let error = #expect(throws: NavigationError.self, sourceLocation: sourceLocation) {
    try operation(&attempt)
  }
  #expect(attempt == stack, "a refused operation changed the stack", sourceLocation: sourceLocation)
  expectConsistent(attempt, sourceLocation: sourceLocation)
  return error
}

/// Checks the stack's lookup tables against its routes, recomputed naively: equality compares
/// only routes and the counter, so a stale table would otherwise go unnoticed.
func expectConsistent<Screen: Equatable>(
  _ stack: RouteStack<Screen>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(inconsistency(in: stack) == nil, sourceLocation: sourceLocation)
}

/// The first way the stack's derived answers disagree with its routes, or `nil`; identities in
/// `absent` (routes that left) must not be found.
func inconsistency<Screen: Equatable>(
  in stack: RouteStack<Screen>,
  absent: [RouteID] = []
) -> String? {
  for (position, route) in stack.routes.enumerated() {
    guard stack.position(of: route.id) == position, stack[id: route.id] == route else {
      return "route \(route.id) is not found at its position \(position)"
    }
  }
  for id in absent + [stack.nextID] where stack.contains(id) || stack[id: id] != nil {
    return "\(id) is found but is not in the stack"
  }
  let layerStarts = stack.routes.indices.filter { stack.routes[$0].style != .push }
  let current = stack.routes[layerStarts.last ?? 0]
  let navigating: [RouteStyle] = [
    .root(embedsNavigation: true), .sheet(embedsNavigation: true), .cover(embedsNavigation: true),
  ]
  let expected: [(String, Bool)] = [
    ("root", stack.root == stack.routes[0]),
    ("top", stack.top == stack.routes[stack.routes.count - 1]),
    ("count", stack.count == stack.routes.count),
    ("presentationCount", stack.presentationCount == layerStarts.count - 1),
    ("currentNavigationRoot", stack.currentNavigationRoot == current),
    (
      "pushCountInCurrentNavigation",
      stack.pushCountInCurrentNavigation == stack.count - 1 - (layerStarts.last ?? 0)
    ),
    ("canPush", stack.canPush == navigating.contains(current.style)),
    ("canGoBack", stack.canGoBack == (stack.count > 1)),
    ("nextID", stack.nextID > stack.top.id),
  ]
  return expected.first { !$0.1 }.map { "\($0.0) disagrees with the routes" }
}

/// Seeds for property tests: `NAVIGATION_SEED` when set, to replay a reported failure,
/// otherwise a fixed value so that every run checks the same cases.
enum PropertySeed {
  /// The base seed every case of a property derives its own from.
  static func base(default fallback: UInt64) -> UInt64 {
    SeededRandom.seed(from: "NAVIGATION_SEED", default: fallback)
  }

  /// The seed of one case: distinct cases get unrelated sequences.
  static func forCase(_ index: Int, base: UInt64) -> UInt64 {
    var mixer = SeededRandom(seed: base &+ UInt64(index))
    return mixer.next()
  }
}
