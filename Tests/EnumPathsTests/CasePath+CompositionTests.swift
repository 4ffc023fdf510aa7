import EnumPaths
import Testing

@Suite("CasePath+Composition")
struct CasePathCompositionTests {
  private let detail = Screen.Cases.child.appending(Child.Cases.detail)

  @Test("an appended path embeds through both enums")
  func embed() {
    #expect(detail.embed(3) == .child(.detail(3)))
  }

  @Test("an appended path extracts only when both cases match")
  func extract() {
    #expect(detail.extract(.child(.detail(3))) == 3)
    #expect(detail.extract(.child(.box(Box(3)))) == nil)
    #expect(detail.extract(.counter(3)) == nil)
    #expect(detail.matches(.child(.detail(0))))
    #expect(!detail.matches(.child(.box(Box(0)))))
  }

  @Test("modify through an appended path changes the nested payload and nothing else")
  func modify() {
    var screen = Screen.child(.detail(3))
    let result = detail.modify(&screen) { number -> Int in
      number *= 10
      return number
    }
    #expect(result == 30)
    #expect(screen == .child(.detail(30)))
    var other = Screen.counter(3)
    #expect(detail.modify(&other) { $0 = 0 } == nil)
    #expect(other == .counter(3))
  }

  @Test("modify through an appended path hands over a payload nothing else holds")
  func modifyDoesNotCopy() {
    let box = Screen.Cases.child.appending(Child.Cases.box)
    var screen = Screen.child(.box(Box(1)))
    #expect(box.modify(&screen) { isKnownUniquelyReferenced(&$0) } == true)
    let copy = screen
    #expect(box.modify(&screen) { isKnownUniquelyReferenced(&$0) } == false)
    #expect(copy == screen)
  }
}
