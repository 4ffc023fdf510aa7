import ArchitectureTesting
import NameStepFeature
import Testing

@MainActor
struct NameStepTests {
  @Test func aValidNameIsReportedTrimmed() async {
    let store = TestStore(initialState: NameStep.State(), reducer: NameStep())
    await store.send(.nameChanged("  Ada Lovelace ")) { $0.name = "  Ada Lovelace " }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(name: "Ada Lovelace")))
    await store.finish()
  }

  @Test func hyphensApostrophesAndAccentsAreAccepted() async {
    let name = "Zoë O'Brien-Núñez D\u{2019}Arcy"
    let store = TestStore(initialState: NameStep.State(name: name), reducer: NameStep())
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(name: name)))
    await store.finish()
  }

  @Test func aNameOfFortyCharactersIsAccepted() async {
    let name = String(repeating: "a", count: 40)
    let store = TestStore(initialState: NameStep.State(name: name), reducer: NameStep())
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(name: name)))
    await store.finish()
  }

  @Test func anEmptyNameSetsTheProblem() async {
    let store = TestStore(initialState: NameStep.State(), reducer: NameStep())
    await store.send(.continueTapped) {
      $0.problem = "the name is empty; enter your name, in letters"
    }
    await store.finish()
  }

  @Test func aNameOfOnlySpacesIsEmpty() async {
    let store = TestStore(initialState: NameStep.State(name: "   "), reducer: NameStep())
    await store.send(.continueTapped) {
      $0.problem = "the name is empty; enter your name, in letters"
    }
    await store.finish()
  }

  @Test func aNameOfFortyOneCharactersSetsTheProblem() async {
    let name = String(repeating: "a", count: 41)
    let store = TestStore(initialState: NameStep.State(name: name), reducer: NameStep())
    await store.send(.continueTapped) {
      $0.problem = "the name has 41 characters; use at most 40"
    }
    await store.finish()
  }

  @Test func digitsAndSymbolsAreNamedInTheProblem() async {
    let store = TestStore(initialState: NameStep.State(name: "R2-D2!"), reducer: NameStep())
    await store.send(.continueTapped) {
      $0.problem =
        "the name cannot contain '2', '!'; use only letters, spaces, hyphens and apostrophes"
    }
    await store.finish()
  }

  @Test func aNameWithoutLettersSetsTheProblem() async {
    let store = TestStore(initialState: NameStep.State(name: "-'-"), reducer: NameStep())
    await store.send(.continueTapped) {
      $0.problem = "the name has no letters; enter your name, in letters"
    }
    await store.finish()
  }

  @Test func changingTheNameClearsTheProblem() async {
    let store = TestStore(
      initialState: NameStep.State(name: "R2", problem: "the name cannot contain '2'"),
      reducer: NameStep())
    await store.send(.nameChanged("Artoo")) {
      $0.name = "Artoo"
      $0.problem = nil
    }
    await store.finish()
  }

  @Test func aCorrectedNameIsReportedAfterAProblem() async {
    let store = TestStore(initialState: NameStep.State(name: "4"), reducer: NameStep())
    await store.send(.continueTapped) {
      $0.problem =
        "the name cannot contain '4'; use only letters, spaces, hyphens and apostrophes"
    }
    await store.send(.nameChanged("Grace")) {
      $0.name = "Grace"
      $0.problem = nil
    }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed(name: "Grace")))
    await store.finish()
  }
}

/// Text from a link or a state file is held to what the keyboard may type.
struct NameStepInvisibleTextTests {
  @Test(
    "a name holding an invisible or control character is refused, naming it",
    arguments: [("Ann\u{1B}[31m", "001B"), ("A\u{2060}nn", "2060"), ("\u{202E}Ann", "202E")])
  func invisibleCharacters(name: String, code: String) {
    var state = NameStep.State(name: name)
    let effect = NameStep().reduce(into: &state, action: .continueTapped)
    #expect(effect.isNone)
    #expect(state.problem?.contains("invisible character U+\(code)") == true)
  }
}
