import ArchitectureTesting
import NumberFactClient
import Testing

/// The live client waits on its clock and stops when cancelled; the immediate one does not wait.
struct NumberFactClientTests {
  @Test func theImmediateClientAnswersAtOnce() async throws {
    #expect(try await NumberFactClient.immediate.fact(6) == NumberFacts.describe(6))
  }

  @Test func theLiveClientAnswersAfterItsDelay() async throws {
    let clock = TestClock()
    let client = NumberFactClient.live(clock: clock, delay: .seconds(1))
    let answer = Task(executorPreference: clock.executor) { try await client.fact(4) }
    await clock.executor.settle()
    await clock.advance(by: .seconds(1))
    #expect(try await answer.value == NumberFacts.describe(4))
  }

  @Test func theLiveClientStopsWhenCancelled() async {
    let clock = TestClock()
    let client = NumberFactClient.live(clock: clock, delay: .seconds(1))
    let answer = Task(executorPreference: clock.executor) { try await client.fact(4) }
    await clock.executor.settle()
    #expect(clock.sleeperCount == 1)
    answer.cancel()
    await #expect(throws: CancellationError.self) { try await answer.value }
  }
}
