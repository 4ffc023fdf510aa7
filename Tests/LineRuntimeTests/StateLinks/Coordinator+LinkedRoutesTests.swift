import ArchitectureTesting
import Foundation
import Navigation
import Presentation
import Testing

@testable import LineRuntime

/// A coordinator's state saved as its link reads back as the very state, or is refused as the
/// whole check refuses it, and a load keeps what its check rebuilt.
@Suite("Coordinator+LinkedRoutes")
struct CoordinatorLinkedRoutesTests {
  /// `state` saved as its link and read back, with what the read kept.
  private func readBack<Owner: Coordinator>(
    _ state: CoordinatorState<Owner>
  ) throws -> (CoordinatorState<Owner>, CheckedLinks<Owner.Screen>?) where Owner.Screen: Equatable {
    let linked = try #require(Owner.linkedRoutes(of: state))
    var checked: CheckedLinks<Owner.Screen>?
    let read = try Owner.state(linked: linked, checked: &checked)
    return (read, checked)
  }

  @Test func aStackOfLinkedScreensIsItsLinkAlone() throws {
    let state = try Linked.State(link: "/sheet=4/3/label/5")
    let linked = try #require(Linked.linkedRoutes(of: state))
    #expect(linked.link.description == "/sheet=4/3/label/5")
    #expect(linked.screens.isEmpty)
    #expect(linked.ids == [LinkedRoutes.IdentityRun(from: 1, count: 4)])
    #expect(linked.root == state.routes.root)
    #expect(try readBack(state).0 == state)
  }

  @Test func identitiesWithGapsAreSavedAsRuns() throws {
    var state = try Linked.State(link: "/3/4")
    state.routes.pop()
    state.routes.push(.counter(5))
    state.routes.push(.counter(6))
    let linked = try #require(Linked.linkedRoutes(of: state))
    #expect(linked.ids == [.init(from: 1, count: 1), .init(from: 3, count: 2)])
    #expect(linked.nextID == state.routes.nextID)
    #expect(try readBack(state).0 == state)
  }

  @Test func aScreenItsSegmentDoesNotGiveBackIsSavedWhole() throws {
    var inner = try Linked.State(link: "/3")
    inner.routes.push(.label("Label of 3"))
    var state = LinkedHost.State()
    state.routes.push(.tag(2))
    state.routes.push(.linked(inner))
    let linked = try #require(LinkedHost.linkedRoutes(of: state))
    #expect(linked.link.description == "/tag=2/linked")
    #expect(linked.screens.map(\.at) == [2])
    #expect(try readBack(state).0 == state)
  }

  @Test func aLoadKeepsWhatItsCheckRebuilt() throws {
    var (read, checked) = try readBack(try Linked.State(link: "/3/4/5"))
    #expect(checked?.routesRead == read.routes.count)
    read.routes.push(.counter(6))
    #expect(Linked.restoringProblem(with: read, reusing: &checked) == nil)
    #expect(checked?.routesRead == 1)
  }

  @Test func aCoordinatorWithoutLinksIsSavedWhole() {
    #expect(Notes.linkedRoutes(of: Notes.State(root: .note("Home"))) == nil)
  }

  @Test func anyStateReadsBackAsItselfOrIsRefusedAsTheWholeCheckRefusesIt() throws {
    let base = propertySeed(default: 0x11AB_3838)
    var (refused, readBack) = (0, 0)
    for walk in 0..<40 {
      var rng = SeededRandom(seed: base &+ UInt64(walk))
      var state = Linked.State()
      for step in 0..<60 {
        Self.change(&state, by: &rng)
        guard let linked = Linked.linkedRoutes(of: state) else { continue }
        var checked: CheckedLinks<Linked.Screen>?
        do throws(Refusal) {
          let read = try Linked.state(linked: linked, checked: &checked)
          #expect(state == read, "seed \(base &+ UInt64(walk)), step \(step)")
          #expect(Linked.restoringProblem(with: state) == nil)
          readBack += 1
        } catch {
          refused += 1
          #expect(error.message == Linked.restoringProblem(with: state))
        }
      }
    }
    #expect(refused > 20 && readBack > 200, "\(refused) refused, \(readBack) read")
  }

  /// One change, mostly one a link could make, sometimes one past where a link ends, or a
  /// counter changed in place.
  private static func change(_ state: inout Linked.State, by rng: inout SeededRandom) {
    let counter = Linked.Screen.counter(rng.int(in: -2...2))
    switch rng.int(in: 0..<20) {
    case 0...8 where state.routes.canPush:
      state.routes.push(counter)
    case 9...12 where state.routes.canPush:
      guard case .counter(let count) = state.routes.top.screen else { return }
      state.routes.push(.label(rng.chance(90) ? "Label of \(count)" : "Label"))
    case 13...15 where state.routes.count > 1:
      state.routes.goBack(rng.int(in: 1...min(3, state.routes.count - 1)))
    case 16...17:
      let route = rng.pick(state.routes.routes)
      guard case .counter = route.screen else { return }
      state.routes.modifyScreen(id: route.id) { $0 = counter }
    case 18 where state.routes.count == 1:
      _ = state.routes.presentSheet(counter, embedsNavigation: true)
    default:
      state.routes.modifyScreen(id: state.routes.root.id) {
        $0 = .home(rng.chance(90) ? "Home" : "Away")
      }
    }
  }

  @Test(arguments: [
    (#"[{"from":1,"count":1}]"#, #"/3/4"#, "[]", "'ids' do not name one identity"),
    (#"[{"from":1,"count":0},{"from":2,"count":2}]"#, #"/3/4"#, "[]", "'ids' do not name"),
    (#"[{"from":9223372036854775807,"count":2}]"#, #"/3/4"#, "[]", "'ids' do not name"),
    (#"[{"from":2,"count":1},{"from":1,"count":1}]"#, #"/3/4"#, "[]", "identities"),
    (#"[{"from":1,"count":2}]"#, #"/3/nothing"#, "[]", "its link, at segment 2:"),
    (
      #"[{"from":1,"count":2}]"#, #"/3/4"#, #"[{"at":3,"screen":{"counter":{"_0":4}}}]"#,
      "saved whole at position 3"
    ),
    (
      #"[{"from":1,"count":2}]"#, #"/3/4"#, #"[{"at":2,"screen":{"counter":{"_0":9}}}]"#,
      "its link says '4' at position 2, where the route prints '9'"
    ),
    (#"[{"from":1,"count":3}]"#, #"/0/label/4"#, "[]", "the label of 0 is the last"),
  ])
  func aSavedLinkThatDoesNotFitIsRefusedSayingWhy(
    ids: String, link: String, screens: String, expected: String
  ) throws {
    let text =
      #"{"root":{"id":0,"screen":{"home":{"_0":"Home"}},"style":"root+navigation"},"#
      + #""link":"\#(link)","ids":\#(ids),"screens":\#(screens),"nextID":9}"#
    let linked = try JSONDecoder().decode(LinkedRoutes<Linked.Screen>.self, from: Data(text.utf8))
    var checked: CheckedLinks<Linked.Screen>?
    do throws(Refusal) {
      _ = try Linked.state(linked: linked, checked: &checked)
      Issue.record("\(text) was read")
    } catch {
      #expect(error.message.contains(expected), "\(error.message)")
    }
    #expect(checked == nil)
  }
}
