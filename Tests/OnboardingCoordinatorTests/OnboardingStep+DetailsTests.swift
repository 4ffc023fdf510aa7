import Presentation
import ProfileDetailsFeature
import Testing

@testable import OnboardingCoordinator

/// The details step: the city and the age, linked as the age, `-` and the city.
struct OnboardingStepDetailsTests {
  static func screen(city: String = "", age: Int? = nil) -> OnboardingCoordinator.StepScreen {
    .details(ProfileDetails.State(city: city, age: age))
  }

  @Test(
    arguments: [
      ("", "", nil), ("36-London", "London", 36), ("36-Stoke-on-Trent", "Stoke-on-Trent", 36),
      ("36-", "", 36), ("-London", "London", nil),
    ] as [(String, String, Int?)])
  func theLinkValueCarriesBothAndLeadsBackToThem(value: String, city: String, age: Int?) throws {
    let screen = try OnboardingStep.details.screenFromLink(value)
    #expect(screen == Self.screen(city: city, age: age))
    #expect(OnboardingStep.details.linkValue(screen) == value)
  }

  @Test func aValueWithoutADashIsRefused() {
    let shape = Refusal("'details' is the age, '-' and the city, as in 'details=36-London'")
    #expect(throws: shape) { try OnboardingStep.details.screenFromLink("36") }
    #expect(throws: shape) { try OnboardingStep.details.screenFromLink("London") }
  }

  @Test(arguments: ["old-London", "036-London", "7-London", "121-London", "+36-London"])
  func anAgeThatIsNoAcceptedWholeNumberIsRefused(value: String) {
    #expect(
      throws: Refusal(
        "the age in 'details' is a whole number from 13 to 120, as in 'details=36-London'")
    ) { try OnboardingStep.details.screenFromLink(value) }
  }

  @Test func bothAreNeededForAnAnswer() {
    #expect(
      OnboardingStep.details.commit(Self.screen(age: 36))
        == .failure(Refusal("the city is empty; enter the city you live in")))
    #expect(
      OnboardingStep.details.commit(Self.screen(city: " London ", age: 36))
        == .success(.details(city: "London", age: 36)))
    #expect(!OnboardingStep.details.hasInput(Self.screen()))
    #expect(OnboardingStep.details.hasInput(Self.screen(age: 36)))
  }

  @Test func theSummaryShowsTheCityAndTheAge() {
    #expect(
      OnboardingStep.details.recapLines(.details(city: "London", age: 36)) == [
        .init(label: "city", value: "London"), .init(label: "age", value: "36"),
      ])
    #expect(
      OnboardingStep.details.makeScreen(.details(city: "London", age: 36))
        == Self.screen(city: "London", age: 36))
  }
}
