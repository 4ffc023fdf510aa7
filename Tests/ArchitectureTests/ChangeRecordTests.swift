import Architecture
import Testing

/// The store's record of notes: every place a note passed is noted, with the step taken from
/// it; the step that changed is not a noted place until a reducer there notes it.
struct ChangeRecordTests {
  @Test func aNoteMarksEachPlaceOnItsWayAndTheStepThatChangedAtItsEnd() {
    var record = ChangeRecord(isNoted: false)
    record.record(ChangeNote(path: [.route(0), .tab(1)], changed: .route(3)))
    let changed = ChangeRecord(below: [.route(3): ChangeRecord(isNoted: false)])
    #expect(
      record == ChangeRecord(below: [.route(0): ChangeRecord(below: [.tab(1): changed])]))
    #expect(record.isExact)
  }

  @Test func aRouteThatChangedIsANotedPlaceOnceTheReducerInItNotesIt() {
    var record = ChangeRecord()
    record.record(ChangeNote(changed: .route(1)))
    #expect(record.below[.route(1)]?.isNoted == false)
    record.record(ChangeNote(path: [.route(1)]))
    #expect(record.below[.route(1)]?.isNoted == true)
  }

  @Test func everyRouteOnceNotedStaysForTheRestOfTheRecord() {
    var record = ChangeRecord()
    record.record(ChangeNote(everyRoute: true))
    record.record(ChangeNote(changed: .route(2)))
    #expect(record.everyRoute)
    #expect(!record.isExact)
    #expect(record.below.keys.contains(.route(2)))
  }
}
