import Architecture
import Navigation
import Testing

/// Which running effects a cancellation reaches.
struct LifetimeTests {
  let timer = CancelID("timer")

  @Test func anIdentifierReachesOnlyWorkStartedAtExactlyThatPath() {
    let cancel = Cancellation(path: [.route(1)], target: .id(timer))
    #expect(cancel.reaches(lifetime: [.route(1)], cancelID: timer))
    #expect(!cancel.reaches(lifetime: [.route(2)], cancelID: timer))
    #expect(!cancel.reaches(lifetime: [.route(1), .route(0)], cancelID: timer))
    #expect(!cancel.reaches(lifetime: [.route(1)], cancelID: CancelID("other")))
  }

  @Test func everythingReachesThePathAndAllBelowIt() {
    let cancel = Cancellation(path: [.tab(0)], target: .everything)
    #expect(cancel.reaches(lifetime: [.tab(0)], cancelID: nil))
    #expect(
      cancel.reaches(lifetime: [.tab(0), .route(3), .route(1)], cancelID: nil))
    #expect(!cancel.reaches(lifetime: [.tab(1), .route(3)], cancelID: nil))
    #expect(!cancel.reaches(lifetime: [], cancelID: nil))
  }

  @Test func aRouteRangeReachesTheRoutesInItAndTheirDescendants() {
    let cancel = Cancellation(path: [.tab(0)], target: .routes(2...4))
    #expect(cancel.reaches(lifetime: [.tab(0), .route(2)], cancelID: nil))
    #expect(
      cancel.reaches(lifetime: [.tab(0), .route(4), .route(0)], cancelID: timer))
    #expect(!cancel.reaches(lifetime: [.tab(0), .route(1)], cancelID: nil))
    #expect(!cancel.reaches(lifetime: [.tab(0), .route(5)], cancelID: nil))
    #expect(!cancel.reaches(lifetime: [.tab(0)], cancelID: nil))
  }

  @Test func cancelIdentifiersCompareByTypeAndValue() {
    #expect(CancelID("a") == CancelID("a"))
    #expect(CancelID("a") != CancelID("b"))
    #expect(CancelID(1) != CancelID("1"))
    #expect(CancelID(CancelID(3)) == CancelID(3))
    #expect(Set([CancelID(1), CancelID(1), CancelID(2)]).count == 2)
  }
}
