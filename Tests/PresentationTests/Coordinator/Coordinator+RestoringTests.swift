import Architecture
import Foundation
import Navigation
import Presentation
import Testing

/// A coordinator whose second screen was declared with `link: nil` beside a linked first one.
struct HalfLinked: Coordinator {
  enum Screen: Codable, Equatable, Sendable {
    case counter(Int)
    case label(String)
  }
  enum ScreenAction: Equatable, Sendable {
    case counter(CounterFeature.Action)
    case label(LabelFeature.Action)
  }
  typealias State = CoordinatorState<HalfLinked>
  typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// Every screen, in the order a link's segment is tried on them.
  static let screens: [ScreenCase<Screen, ScreenAction>] = [
    ScreenCase(
      CounterFeature.self, Screen.counter, ScreenAction.counter,
      state: { if case .counter(let state) = $0 { state } else { nil } },
      action: { if case .counter(let action) = $0 { action } else { nil } }, link: .root),
    ScreenCase(
      LabelFeature.self, Screen.label, ScreenAction.label,
      state: { if case .label(let state) = $0 { state } else { nil } },
      action: { if case .label(let action) = $0 { action } else { nil } }, link: nil),
  ]

  let dependencies: Dependencies
  init(_ dependencies: Dependencies = Dependencies()) { self.dependencies = dependencies }

  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
    .none
  }
}

/// Links derived from the declarations, and declarations that do not agree.
struct CoordinatorRestoringTests {
  @Test("a screen declared without a link beside linked ones is named, with the fix")
  func aScreenWithoutALinkAmongLinkedOnesIsNamed() {
    #expect(HalfLinked.offersLinks)
    #expect(
      HalfLinked.linkDeclarationProblem
        == "the screens 'LabelFeature' of HalfLinked are declared with 'link: nil' beside screens with "
        + "links; give each a 'link:' (such as '.word(…)'), or declare every screen with "
        + "'link: nil' and write the links yourself")
    #expect(Linked.linkDeclarationProblem == nil)
    #expect(!Counters.offersLinks)
    #expect(Counters.linkDeclarationProblem == nil)
  }

  @Test("every restored state of such a coordinator is refused, naming the screen")
  func itsRestoredStatesAreRefused() throws {
    let data = try JSONEncoder().encode(HalfLinked.State(root: .counter(1)))
    do {
      _ = try JSONDecoder().decode(HalfLinked.State.self, from: data)
      Issue.record("a state of a coordinator with a screen left without a link was restored")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.hasPrefix("the screens 'LabelFeature' of HalfLinked"))
    }
  }
}
