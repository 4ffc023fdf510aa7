import ArchitectureTesting
import ProfileDetailsFeature
import Testing

@MainActor
struct ProfileDetailsTests {
  @Test func aValidCityAndAgeAreReported() async {
    let store = TestStore(initialState: ProfileDetails.State(), reducer: ProfileDetails())
    await store.send(.cityChanged(" Lyon ")) { $0.city = " Lyon " }
    await store.send(.ageChanged(36)) { $0.age = 36 }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(city: "Lyon", age: 36)))
    await store.finish()
  }

  @Test func theLimitsOfCityAndAgeAreAccepted() async {
    let city = String(repeating: "x", count: 60)
    for age in [13, 120] {
      let store = TestStore(
        initialState: ProfileDetails.State(city: city, age: age), reducer: ProfileDetails())
      await store.send(.continueTapped)
      await store.receive(.delegate(.completed(city: city, age: age)))
      await store.finish()
    }
  }

  @Test func anEmptyCityIsNamedBeforeAMissingAge() async {
    await expectProblem(
      ProfileDetails.State(city: "  "), "the city is empty; enter the city you live in")
  }

  @Test func aCityOf61CharactersSetsTheProblem() async {
    await expectProblem(
      ProfileDetails.State(city: String(repeating: "x", count: 61), age: 30),
      "the city has 61 characters; use at most 60")
  }

  @Test func aMissingAgeSetsTheProblem() async {
    await expectProblem(
      ProfileDetails.State(city: "Lyon"),
      "the age is missing; enter your age in years, from 13 to 120")
  }

  @Test func anAgeBelow13SetsTheProblem() async {
    await expectProblem(
      ProfileDetails.State(city: "Lyon", age: 12),
      "the age 12 is out of range; enter an age from 13 to 120")
  }

  @Test func anAgeAbove120SetsTheProblem() async {
    await expectProblem(
      ProfileDetails.State(city: "Lyon", age: 121),
      "the age 121 is out of range; enter an age from 13 to 120")
  }

  @Test func changingTheCityClearsTheProblem() async {
    let store = TestStore(
      initialState: ProfileDetails.State(problem: "the city is empty"),
      reducer: ProfileDetails())
    await store.send(.cityChanged("Lyon")) {
      $0.city = "Lyon"
      $0.problem = nil
    }
    await store.finish()
  }

  @Test func changingTheAgeClearsTheProblem() async {
    let store = TestStore(
      initialState: ProfileDetails.State(city: "Lyon", age: 7, problem: "the age 7 is out"),
      reducer: ProfileDetails())
    await store.send(.ageChanged(17)) {
      $0.age = 17
      $0.problem = nil
    }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(city: "Lyon", age: 17)))
    await store.finish()
  }

  /// Continues from `state` and expects `problem` on the step, and nothing sent upward.
  private func expectProblem(
    _ state: ProfileDetails.State, _ problem: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let store = TestStore(
      initialState: state, reducer: ProfileDetails(), sourceLocation: sourceLocation)
    await store.send(
      .continueTapped, assert: { $0.problem = problem }, sourceLocation: sourceLocation)
    await store.finish(sourceLocation: sourceLocation)
  }
}
