import EnumPaths
import Testing

@Suite("CasePath")
struct CasePathTests {
  @Test("embed builds the case from its payload")
  func embed() {
    #expect(Screen.Cases.counter.embed(3) == .counter(3))
    #expect(Screen.Cases.home.embed(()) == .home)
  }

  @Test("extract gives the payload of its own case and nil for any other")
  func extract() {
    #expect(Screen.Cases.counter.extract(.counter(3)) == 3)
    #expect(Screen.Cases.counter.extract(.numbers([3])) == nil)
    #expect(Screen.Cases.counter.extract(.home) == nil)
    #expect(Screen.Cases.home.extract(.home) != nil)
    #expect(Screen.Cases.home.extract(.counter(0)) == nil)
  }

  @Test("matches tells whether a value is the case, payload aside")
  func matches() {
    #expect(Screen.Cases.counter.matches(.counter(0)))
    #expect(!Screen.Cases.counter.matches(.home))
    #expect(Screen.Cases.home.matches(.home))
    #expect(!Screen.Cases.home.matches(.numbers([])))
  }

  @Test("modify changes the payload of its case and returns what the body returns")
  func modify() {
    var screen = Screen.counter(3)
    let result = Screen.Cases.counter.modify(&screen) { count -> String in
      count += 1
      return "was \(count - 1)"
    }
    #expect(result == "was 3")
    #expect(screen == .counter(4))
  }

  @Test("modify on another case returns nil, does not run the body and changes nothing")
  func modifyOtherCase() {
    let box = Box(1)
    var screen = Screen.box(box)
    var ran = false
    let result: Void? = Screen.Cases.counter.modify(&screen) { _ in ran = true }
    #expect(result == nil)
    #expect(!ran)
    #expect(screen == .box(box))
    #expect(box.value == 1)
  }

  @Test("modify hands the body a reference payload that nothing else holds")
  func modifyDoesNotShareReference() {
    var screen = Screen.box(Box(1))
    let unique = Screen.Cases.box.modify(&screen) { isKnownUniquelyReferenced(&$0) }
    #expect(unique == true)
    // The control: a copy of the root holds the payload too, and the same check says so.
    let copy = screen
    let shared = Screen.Cases.box.modify(&screen) { isKnownUniquelyReferenced(&$0) }
    #expect(shared == false)
    #expect(copy == screen)
  }

  @Test("modify writes into a large array payload in place, without copying its storage")
  func modifyDoesNotCopyArray() throws {
    var screen = Screen.numbers(Array(0..<1_000_000))
    let before = try #require(Screen.Cases.numbers.extract(screen).map(storageAddress))
    let during = Screen.Cases.numbers.modify(&screen) { numbers in
      numbers[0] = -1
      return storageAddress(numbers)
    }
    #expect(during == before)
    #expect(Screen.Cases.numbers.extract(screen)?.first == -1)
    // The control: with a copy holding the storage, the first write must copy it.
    let copy = screen
    let copied = Screen.Cases.numbers.modify(&screen) { numbers in
      numbers[0] = -2
      return storageAddress(numbers)
    }
    #expect(copied != before)
    #expect(Screen.Cases.numbers.extract(copy)?.first == -1)
  }

  @Test("a throwing body's error propagates, and the root keeps what the body wrote before")
  func modifyRethrows() {
    struct Stop: Error {}
    var screen = Screen.counter(1)
    #expect(throws: Stop.self) {
      try Screen.Cases.counter.modify(&screen) { count in
        count = 2
        throw Stop()
      }
    }
    #expect(screen == .counter(2))
  }

  @Test("modify neither leaks nor frees twice the payload, on every path")
  func modifyReleasesOnce() {
    var freed = 0
    do {
      var matching = Screen.box(Box(1) { freed += 1 })
      _ = Screen.Cases.box.modify(&matching) { $0.value += 1 }
      var other = Screen.box(Box(2) { freed += 1 })
      _ = Screen.Cases.counter.modify(&other) { $0 += 1 }
      var replaced = Screen.box(Box(3) { freed += 1 })
      _ = Screen.Cases.box.modify(&replaced) { $0 = Box(4) { freed += 1 } }
      #expect(freed == 1)
    }
    #expect(freed == 4)
  }
}
