import OnboardingCoordinator
import Presentation
import Testing

/// Every way a link can be refused, each message naming what is wrong.
struct OnboardingCoordinatorDeepLinkErrorTests {
  static let address = "ada%40example.com"

  static func expectRefused(
    _ text: String, in flow: OnboardingFlow = .standard, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let link = try DeepLink(parsing: text)
    #expect(throws: InputError(message), sourceLocation: sourceLocation) {
      try OnboardingCoordinator.destination(for: link, in: flow)
    }
  }

  @Test func aStepOutOfOrderNamesTheExpectedStep() throws {
    try Self.expectRefused("/email", "the flow starts at 'name' with these answers, not 'email'")
    try Self.expectRefused(
      "/name=Ada/sharing=yes",
      "after 'name' the flow goes to 'email' with these answers, not "
        + "'sharing'")
    try Self.expectRefused(
      "/name=Ada/email=\(Self.address)/sharing=no/details",
      "after 'sharing' the flow goes to 'summary' with these answers, not 'details'")
    try Self.expectRefused(
      "/name=Ada/email=\(Self.address)", in: .emailFirst,
      "the flow starts at 'email' with these answers, not 'name'")
  }

  @Test func anIncompleteEarlierStepNamesTheStepAndItsProblem() throws {
    let missing = "is missing before the next one"
    try Self.expectRefused(
      "/name/email", "the step 'name' \(missing): the name is empty; enter your name, in letters")
    try Self.expectRefused(
      "/name=Ada/email=ada/sharing",
      "the step 'email' \(missing): the email address has no '@'; it needs exactly one, as in "
        + "name@example.com")
    try Self.expectRefused(
      "/name=Ada/email=\(Self.address)/sharing/summary",
      "the step 'sharing' \(missing): choose yes or no first: yes to tell a little more about "
        + "yourself, no to skip it")
    try Self.expectRefused(
      "/name=Ada/email=\(Self.address)/sharing=yes/details=36-/summary",
      "the step 'details' \(missing): the city is empty; enter the city you live in")
  }

  @Test func aSegmentThatIsNoStepOfTheFlowIsRefused() throws {
    try Self.expectRefused(
      "/nickname=Ada",
      "'nickname' is not a step of this flow; the steps are name, email, sharing, details, summary")
    try Self.expectRefused(
      "/email=\(Self.address)/sharing=yes", in: .emailFirst,
      "'sharing' is not a step of this flow; the steps are email, name, details, summary")
  }

  @Test func badValuesOfSharingDetailsAndSummaryAreRefused() throws {
    let start = "/name=Ada/email=\(Self.address)"
    try Self.expectRefused(
      start + "/sharing=maybe", "'sharing' is 'yes' or 'no', as in 'sharing=yes', not 'maybe'")
    let shape = "'details' is the age, '-' and the city, as in 'details=36-London'"
    try Self.expectRefused(start + "/sharing=yes/details=36", shape)
    let age =
      "the age in 'details' is a whole number from 13 to 120, as in 'details=36-London'"
    try Self.expectRefused(start + "/sharing=yes/details=old-London", age)
    try Self.expectRefused(start + "/sharing=yes/details=036-London", age)
    try Self.expectRefused(start + "/sharing=yes/details=7-London", age)
    try Self.expectRefused(
      start + "/sharing=no/summary=done", "'summary' takes no value, or 'finished', not 'done'")
  }

  @Test func confirmComesLastAndNamesAKnownChange() throws {
    let last = "'confirm' can only come last, after a step, as in '/name/confirm=leave'"
    try Self.expectRefused("/name=Ada/confirm=leave/email", last)
    try Self.expectRefused("/confirm=leave", last)
    let value =
      "'confirm' is 'leave', 'restart' or an earlier step of the link, as in 'confirm=leave'"
    try Self.expectRefused("/name=Ada/email/confirm=email", value)
    try Self.expectRefused("/name=Ada/email/confirm=yes", value)
    try Self.expectRefused("/name=Ada/email/confirm", value)
  }

  @Test func nothingComesAfterTheSummary() throws {
    let end = "/name=Ada/email=\(Self.address)/sharing=no/summary"
    let refusal = "the flow ends at 'summary'; nothing comes after it but 'confirm=...'"
    try Self.expectRefused(end + "/summary", refusal)
    try Self.expectRefused(end + "/name=Ada", refusal)
    try Self.expectRefused(end + "=finished/details", refusal)
  }
}
