import Foundation
import OnboardingCoordinator
import Testing

/// Saving and restoring the flow: the flow stored by name and looked up among the declared
/// ones, and every step screen checked against it.
@MainActor
struct OnboardingCoordinatorStateTests {
  /// Why decoding `state` fails: the description of the corrupted data.
  static func refusal(
    of state: OnboardingCoordinator.State, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String? {
    try refusal(of: JSONEncoder().encode(state), sourceLocation: sourceLocation)
  }

  static func refusal(
    of data: Data, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    let error = #expect(throws: DecodingError.self, sourceLocation: sourceLocation) {
      try JSONDecoder().decode(OnboardingCoordinator.State.self, from: data)
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record(
        "expected corrupted data, got \(String(describing: error))", sourceLocation: sourceLocation)
      return nil
    }
    return context.debugDescription
  }

  @Test func aStateWithAPendingConfirmationSurvivesCoding() throws {
    let state = reach(.standard) {
      $0.answer("Ada")
      $0.type("ada@")
      $0.send(.backTapped)
    }
    #expect(state.pending == .backTo(step: "name"))
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(OnboardingCoordinator.State.self, from: data)
    #expect(decoded == state)
    #expect(decoded.answers.text(of: .name) == "Ada")
    #expect(decoded.routes.nextID == state.routes.nextID)
  }

  @Test func theFlowIsRestoredByItsName() throws {
    let state = reach(.emailFirst, canLeave: false) { $0.answer("ada@example.com") }
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(OnboardingCoordinator.State.self, from: data)
    #expect(decoded == state)
    #expect(decoded.flow.steps == OnboardingFlow.emailFirst.steps)
    #expect(decoded.canLeave == false)
  }

  @Test func decodingAnUnknownFlowFailsNamingTheFlows() throws {
    let data = try JSONEncoder().encode(OnboardingCoordinator.State())
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["flow"] as? String == "standard")
    object["flow"] = "express"
    let renamed = try JSONSerialization.data(withJSONObject: object)
    #expect(
      Self.refusal(of: renamed)
        == "there is no flow named 'express'; the flows are standard, email first")
  }

  @Test func aRouteShowingAStepNotInItsFlowIsRefusedNamingTheRoute() throws {
    var state = OnboardingCoordinator.State(flow: .emailFirst)
    try state.routes.push(.step(id: "sharing", .choice(.init(choice: true))))
    #expect(
      try Self.refusal(of: state)
        == "the route #1 shows 'sharing', which is not a step of the flow 'email first' or not "
        + "its screen; its steps are email, name, phone, details, summary")
  }

  @Test func aRouteShowingTheWrongKindOfScreenForItsStepIsRefusedNamingTheRoute() throws {
    var state = OnboardingCoordinator.State()
    try state.routes.push(.step(id: "email", .choice(.init())))
    let steps = OnboardingFlow.standard.steps.map(\.id).joined(separator: ", ")
    #expect(
      try Self.refusal(of: state)
        == "the route #1 shows 'email', which is not a step of the flow 'standard' or not its "
        + "screen; its steps are \(steps)")
    var summaryFirst = OnboardingCoordinator.State()
    summaryFirst.routes.modifyScreen(id: summaryFirst.routes.root.id) {
      $0 = .step(id: "name", .summary(.init()))
    }
    #expect(try Self.refusal(of: summaryFirst)?.hasPrefix("the route #0 shows 'name'") == true)
  }

  @Test func statesOfDifferentFlowsDiffer() {
    #expect(OnboardingCoordinator.State() != OnboardingCoordinator.State(flow: .emailFirst))
    #expect(OnboardingCoordinator.State() != OnboardingCoordinator.State(canLeave: false))
  }
}
