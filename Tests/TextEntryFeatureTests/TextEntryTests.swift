import ArchitectureTesting
import Testing
import TextEntryFeature

/// A field accepting any text without digits: the rule is the host's, so the tests declare one.
let noDigits = TextEntry.Field(
  title: "Code", name: "code", placeholder: "code", noun: "the code",
  problem: { text in
    if text.isEmpty { return "the code is empty; type one" }
    return text.contains(where: \.isNumber) ? "the code cannot hold digits" : nil
  })

@MainActor
struct TextEntryTests {
  func makeStore(_ text: String = "") -> TestStore<TextEntry.State, TextEntry.Action> {
    TestStore(initialState: TextEntry.State(text: text), reducer: TextEntry(noDigits))
  }

  @Test func anAcceptedTextIsReportedTrimmed() async {
    let store = makeStore()
    await store.send(.textChanged("  Ada Lovelace \n")) { $0.text = "  Ada Lovelace \n" }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed("Ada Lovelace")))
    await store.finish()
  }

  @Test func theFieldsRuleSetsTheProblemAndNothingIsReported() async {
    let store = makeStore("R2")
    await store.send(.continueTapped) { $0.problem = "the code cannot hold digits" }
    await store.finish()
  }

  @Test func theRuleSeesTheTrimmedText() async {
    let store = makeStore("   ")
    await store.send(.continueTapped) { $0.problem = "the code is empty; type one" }
    await store.finish()
  }

  @Test func changingTheTextClearsTheProblem() async {
    let store = TestStore(
      initialState: TextEntry.State(text: "R2", problem: "the code cannot hold digits"),
      reducer: TextEntry(noDigits))
    await store.send(.textChanged("Artoo")) {
      $0.text = "Artoo"
      $0.problem = nil
    }
    await store.finish()
  }

  @Test func aCorrectedTextIsReportedAfterAProblem() async {
    let store = makeStore("4")
    await store.send(.continueTapped) { $0.problem = "the code cannot hold digits" }
    await store.send(.textChanged("Grace")) {
      $0.text = "Grace"
      $0.problem = nil
    }
    await store.send(.continueTapped)
    await store.receive(.delegate(.completed("Grace")))
    await store.finish()
  }

  @Test func whetherTheUserTypedAnythingIsTheTextAsTyped() {
    #expect(!TextEntry.State().hasInput)
    #expect(TextEntry.State(text: " ").hasInput)
  }

  @Test func trimmingRemovesSpacesAndLineBreaksAroundOnly() {
    #expect(TextEntry.trimmed("\t a b \n") == "a b")
    #expect(TextEntry.trimmed(" \n ") == "")
  }
}

/// Text from a link or a state file is held to what the keyboard may type, whatever the field.
struct TextEntryInvisibleTextTests {
  @Test(
    "a text holding an invisible or control character is refused, naming it",
    arguments: [("Ann\u{1B}[31m", "001B"), ("A\u{2060}nn", "2060"), ("\u{202E}Ann", "202E")])
  func invisibleCharacters(text: String, code: String) {
    var state = TextEntry.State(text: text)
    let effect = TextEntry(noDigits).reduce(into: &state, action: .continueTapped)
    #expect(effect.isNone)
    #expect(state.problem == "the code holds the invisible character U+\(code); enter it again")
  }

  @Test func theInvisibleCheckComesBeforeTheFieldsRule() {
    let accepting = TextEntry.Field(
      title: "Any", name: "any", placeholder: "text", noun: "the text", problem: { _ in nil })
    #expect(TextEntry(accepting).problem(with: "a\u{200B}b") != nil)
    #expect(TextEntry(accepting).problem(with: "ab") == nil)
  }
}
