import Architecture
import Testing

private enum Greeting: DependencyKey {
  static var defaultValue: String { "hello" }
}

extension Dependencies {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

struct DependenciesTests {
  @Test("a dependency never set reads its key's default")
  func anUnsetDependencyReadsItsDefault() {
    #expect(Dependencies().greeting == "hello")
  }

  @Test("a dependency set is read back, and a copy made with one changes only the copy")
  func aSetDependencyIsReadBack() {
    var dependencies = Dependencies()
    dependencies.greeting = "hi"
    let other = dependencies.with(\.greeting, "hey")
    #expect(dependencies.greeting == "hi")
    #expect(other.greeting == "hey")
  }
}
