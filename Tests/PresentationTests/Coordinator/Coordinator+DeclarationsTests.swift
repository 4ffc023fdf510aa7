import Architecture
import Navigation
import Presentation
import Testing

/// The words a ``Declared`` coordinator's links are read by.
protocol DeclaredWords: SendableMetatype {
  /// The name a presented counter is read by, as in `/sheet=3`.
  static var sheet: String { get }
  /// The word a label is read by after a counter, as in `/3/label`.
  static var label: String { get }
}

/// A coordinator of a home, counters and labels, whose link words `Words` gives: the same
/// declarations as ``Linked``, with the words a test chooses.
struct Declared<Words: DeclaredWords>: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case home(String)
    case counter(Int)
    case label(String)
  }

  enum ScreenAction: Equatable, Sendable {
    case home(LabelFeature.Action)
    case counter(CounterFeature.Action)
    case label(LabelFeature.Action)
  }

  typealias State = CoordinatorState<Declared>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  static var screens: [ScreenCase<Screen, ScreenAction>] {
    [
      ScreenCase(
        LabelFeature.self, Screen.home, ScreenAction.home,
        state: { if case .home(let state) = $0 { state } else { nil } },
        action: { if case .home(let action) = $0 { action } else { nil } }, link: .root),
      ScreenCase(
        CounterFeature.self, Screen.counter, ScreenAction.counter,
        state: { if case .counter(let state) = $0 { state } else { nil } },
        action: { if case .counter(let action) = $0 { action } else { nil } },
        link: .number({ $0 }, { $0 }, in: 0...99, presentedAs: Words.sheet)),
      ScreenCase(
        LabelFeature.self, Screen.label, ScreenAction.label,
        state: { if case .label(let state) = $0 { state } else { nil } },
        action: { if case .label(let action) = $0 { action } else { nil } },
        link: .word(Words.label, follows: "a counter") {
          if case .counter(let count) = $0 { "Label of \(count)" } else { nil }
        }),
    ]
  }

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }

  static var name: String { "declared" }

  static func title(of state: State) -> String { "Declared" }
}

/// A coordinator whose root hosts a ``Declared`` coordinator, pushed as `/inner`.
struct DeclaredHost<Words: DeclaredWords>: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case home(String)
    case inner(Declared<Words>.State)
  }

  enum ScreenAction: Equatable, Sendable {
    case home(LabelFeature.Action)
    case inner(Declared<Words>.Action)
  }

  typealias State = CoordinatorState<DeclaredHost>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  static var screens: [ScreenCase<Screen, ScreenAction>] {
    [
      ScreenCase(
        LabelFeature.self, Screen.home, ScreenAction.home,
        state: { if case .home(let state) = $0 { state } else { nil } },
        action: { if case .home(let action) = $0 { action } else { nil } }, link: .root),
      ScreenCase(
        Declared<Words>.self, Screen.inner, ScreenAction.inner,
        state: { if case .inner(let state) = $0 { state } else { nil } },
        action: { if case .inner(let action) = $0 { action } else { nil } },
        link: .word("inner", follows: "home", samePlaceLoosely: { _, _ in true }) {
          if case .home = $0 { Declared<Words>.State(root: .home("Home")) } else { nil }
        }),
    ]
  }

  let dependencies: Dependencies

  init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }

  static var name: String { "host" }

  static func title(of state: State) -> String { "Host" }
}

enum Fine: DeclaredWords {
  static let sheet = "sheet"
  static let label = "label"
}

enum Capitalised: DeclaredWords {
  static let sheet = "sheet"
  static let label = "Label"
}

enum Numeric: DeclaredWords {
  static let sheet = "sheet"
  static let label = "12"
}

enum Shared: DeclaredWords {
  static let sheet = "sheet"
  static let label = "sheet"
}

@Suite("Coordinator, declarations")
struct CoordinatorDeclarationsTests {
  @Test("links read by distinct segment names are declared right")
  func distinctNames() {
    #expect(Declared<Fine>.declarationProblem == nil)
  }

  @Test("a link word that is no segment name is named, with the rule for names")
  func notASegmentName() {
    #expect(
      Declared<Capitalised>.declarationProblem
        == "declared: the LabelFeature screen's link word 'Label' is no segment name; use lowercase "
        + "letters, digits and '-'")
  }

  @Test("a link word of digits is refused, since a pushed number is written so")
  func readsAsANumber() {
    #expect(
      Declared<Numeric>.declarationProblem
        == "declared: the LabelFeature screen's link word '12' reads as a number, the form of a pushed "
        + "number; add a letter")
  }

  @Test("a word one screen is read by and another is presented as names both screens")
  func sharedWord() {
    #expect(
      Declared<Shared>.declarationProblem
        == "declared: the CounterFeature and LabelFeature screens' links are both read by 'sheet'; give one "
        + "of them a word of its own")
  }

  @Test("a host reports the problem of a coordinator shown in its routes, and has none of its own")
  func hostAsksItsChildren() {
    #expect(DeclaredHost<Fine>.declarationProblem == nil)
    #expect(DeclaredHost<Shared>.declarationProblem == Declared<Shared>.declarationProblem)
  }
}
