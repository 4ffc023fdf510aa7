import Navigation
import NumbersCoordinator
import NumbersListFeature
import Testing

/// A restored list is one the coordinator is built with.
struct NumbersCoordinatorListsTests {
  func problem(_ numbers: [Int]) -> String? {
    NumbersCoordinator.State.problem(
      with: NumbersCoordinator.State(list: NumbersList.State(numbers: numbers)))
  }

  static let rule =
    "a list holds 1 to 12, or the first five multiples of an item's id that a detail shows, as "
    + "3 6 9 12 15"

  @Test("the numbers app's list and an item's multiples are accepted")
  func theListsTheCoordinatorBuildsAreAccepted() {
    #expect(problem(NumbersList.State().numbers) == nil)
    #expect(problem(NumbersCoordinator.multiples(of: 75).numbers) == nil)
    #expect(NumbersCoordinator.multiples(of: 3).numbers == [3, 6, 9, 12, 15])
  }

  @Test("an empty list is refused")
  func anEmptyListIsRefused() {
    #expect(problem([]) == "the list is empty; \(Self.rule)")
  }

  @Test("a list no item and no app makes is refused, without repeating its numbers")
  func anotherListIsRefused() {
    #expect(
      problem([4, 4, 4])
        == "the list holds 3 numbers from 4 that the coordinator never lists; \(Self.rule)")
    #expect(
      problem([3, 6, 9])
        == "the list holds 3 numbers from 3 that the coordinator never lists; \(Self.rule)")
    #expect(problem(Array(1...13))?.hasPrefix("the list holds 13 numbers from 1") == true)
  }

  @Test("the multiples of an id near the limit are those a detail shows, without overflow")
  func multiplesNearTheLimit() {
    #expect(NumbersCoordinator.multiples(of: 400_000_000).numbers == [400_000_000, 800_000_000])
    #expect(NumbersCoordinator.multiples(of: Int.max).numbers == [])
  }
}
