import Foundation
import Navigation
import NumberDetailFeature
import NumberDivisorsFeature
import NumbersCoordinator
import NumbersListFeature
import Testing

/// A state from outside is held to the rules the commands keep: hand-edited stacks no command
/// could reach are refused, naming the route.
struct NumbersCoordinatorValidationTests {
  typealias Screen = NumbersCoordinator.Screen

  static let list = Screen.list(NumbersList.State())
  static func detail(_ number: Int) -> Screen { .detail(NumberDetail.State(number: number)) }
  static func divisors(_ number: Int) -> Screen { .divisors(NumberDivisors.State(number: number)) }

  /// The problem with a state whose routes are these, root first, identities counting from 0.
  static func problem(_ routes: [(RouteStyle, Screen)]) throws -> String? {
    let identified = routes.enumerated().map { index, route in
      IdentifiedRoute(id: RouteID(index), style: route.0, screen: route.1)
    }
    let stack = try RouteStack(routes: identified, nextID: RouteID(routes.count))
    return NumbersCoordinator.restoringProblem(with: NumbersCoordinator.State(routes: stack))
  }

  static let root = RouteStyle.root(embedsNavigation: true)

  @Test func statesTheCommandsReachAreAccepted() throws {
    #expect(try Self.problem([(Self.root, Self.list)]) == nil)
    #expect(
      try Self.problem([
        (Self.root, Self.list), (.push, Self.detail(12)), (.push, Self.divisors(12)),
        (.push, Self.detail(4)),
      ]) == nil)
    #expect(
      try Self.problem([
        (Self.root, Self.list), (.sheet(embedsNavigation: true), Self.detail(3)),
        (.push, Self.detail(6)),
      ]) == nil)
  }

  @Test("a coordinator a host starts at a number's detail is a state the commands reach")
  func startedAtADetail() throws {
    var state = NumbersCoordinator.State(detail: 75)
    #expect(NumbersCoordinator.restoringProblem(with: state) == nil)
    state.routes.push(Self.detail(150))
    #expect(NumbersCoordinator.link(of: state).description == "/150")
    #expect(NumbersCoordinator.restoringProblem(with: state) == nil)
  }

  @Test(
    "hand-edited stacks no command could reach are refused, naming the first route wrong",
    arguments: [
      (
        [(root, divisors(3))],
        "the root shows 'Divisors of 3'; the numbers start at the list or at a number's detail"
      ),
      (
        [(root, list), (.push, detail(3)), (.push, list)],
        "route #2 at position 2, a push of 'Numbers', is above the last route the commands "
          + "could put there"
      ),
      (
        [(root, list), (.cover(embedsNavigation: true), detail(3))],
        "route #1 at position 1 is a cover+navigation of 'Number 3' where the commands put a "
          + "sheet+navigation of 'Number 3'"
      ),
      (
        [(root, list), (.push, detail(3)), (.sheet(embedsNavigation: true), detail(6))],
        "its link /3/sheet=6 leads nowhere: 'sheet=6' cannot come here: it is presented only "
          + "above the list, so it comes first, as in '/sheet=3/6'"
      ),
      (
        [(root, list), (.push, detail(12)), (.push, divisors(7))],
        "route #2 at position 2 is a push of 'Divisors of 7' where the commands put a push of "
          + "'Divisors of 12'"
      ),
      (
        [(root, list), (.push, divisors(12))],
        "its link /divisors leads nowhere: 'divisors' takes no value and follows a number, as "
          + "in '/12/divisors'"
      ),
    ] as [([(RouteStyle, Screen)], String)])
  func refused(routes: [(RouteStyle, Screen)], problem: String) throws {
    #expect(try Self.problem(routes) == problem)
  }

  @Test func aSavedStateNoCommandCouldReachIsRefusedWhenDecoded() throws {
    var state = NumbersCoordinator.State()
    state.routes.push(Self.detail(12))
    state.routes.push(Self.divisors(12))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NumbersCoordinator.State.self, from: data) == state)
    let edited = try #require(
      String(data: data, encoding: .utf8)?.replacingOccurrences(
        of: #""divisors":{"_0":{"number":12}}"#, with: #""divisors":{"_0":{"number":7}}"#))
    #expect(edited != String(data: data, encoding: .utf8))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NumbersCoordinator.State.self, from: Data(edited.utf8))
    }
  }

  @Test("a host's own list is accepted, empty included, as the coordinator runs over any")
  func anyListOfNumbersADetailShowsIsAccepted() throws {
    for numbers in [[7, 42], [], [12, 1, 5]] {
      #expect(try Self.problem([(Self.root, .list(NumbersList.State(numbers: numbers)))]) == nil)
    }
  }

  @Test("a list holding a number twice is refused, naming the number")
  func aNumberListedTwiceIsRefused() throws {
    let list = Screen.list(NumbersList.State(numbers: [4, 8, 4]))
    #expect(
      try Self.problem([(Self.root, list)]) == "the list holds 4 twice; list each number once")
  }

  @Test func aDetailOutsideTheRangeIsRefusedWhenDecoded() throws {
    let data = Data(#"{"number":9223372036854775807,"fact":{"notRequested":{}}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NumberDetail.State.self, from: data)
    }
  }
}
