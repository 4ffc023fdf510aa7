import Foundation
import OnboardingCoordinator
import Testing

/// Saving and restoring the flow, its flow stored by name.
@MainActor
struct OnboardingCoordinatorStateTests {
  @Test func aStateWithAPendingConfirmationSurvivesCoding() throws {
    let state = reach {
      $0.answer(name: "Ada")
      $0.onTop(.email(.emailChanged("ada@")))
      $0.send(.backTapped)
    }
    #expect(state.pending == .backTo(.name))
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(OnboardingCoordinator.State.self, from: data)
    #expect(decoded == state)
    #expect(decoded.routes.nextID == state.routes.nextID)
  }

  @Test func theFlowIsRestoredByItsName() throws {
    let state = reach(.emailFirst, canLeave: false) { $0.answer(email: "ada@example.com") }
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
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(OnboardingCoordinator.State.self, from: renamed)
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected corrupted data, got \(String(describing: error))")
      return
    }
    #expect(
      context.debugDescription
        == "there is no flow named 'express'; the flows are standard, email first")
  }

  @Test func statesOfDifferentFlowsDiffer() {
    #expect(OnboardingCoordinator.State() != OnboardingCoordinator.State(flow: .emailFirst))
    #expect(OnboardingCoordinator.State() != OnboardingCoordinator.State(canLeave: false))
  }
}
