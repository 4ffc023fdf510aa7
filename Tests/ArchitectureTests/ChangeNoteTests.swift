import Architecture
import Testing

/// One note per effect: two notes merged into one say no less than both did.
struct ChangeNoteTests {
  @Test func aNoteMergedWithNoneIsKept() {
    let note = ChangeNote(path: [.route(1)], changed: .route(2))
    #expect(ChangeNote.merged(note, nil) == note)
    #expect(ChangeNote.merged(nil, note) == note)
    #expect(ChangeNote.merged(nil, nil) == nil)
  }

  @Test func twoEqualNotesAreOne() {
    let note = ChangeNote(changed: .tab(0))
    #expect(ChangeNote.merged(note, note) == note)
  }

  @Test func twoNotesOfDifferentPlacesBecomeEveryRouteWhereTheirPathsPart() {
    let first = ChangeNote(path: [.route(1), .tab(0)], changed: .route(2))
    let second = ChangeNote(path: [.route(1)], changed: .tab(1))
    #expect(
      ChangeNote.merged(first, second) == ChangeNote(path: [.route(1)], everyRoute: true))
    #expect(
      ChangeNote.merged(ChangeNote(changed: .route(3)), ChangeNote(changed: .route(4)))
        == ChangeNote(everyRoute: true))
  }
}
