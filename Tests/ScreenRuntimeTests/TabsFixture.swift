import Architecture
import Navigation
import Presentation

/// The smallest tab container: two tabs of one page each, and the command that switches them,
/// which is all the Tab key reaches for.
struct TabsFixture: Presentable {
  struct State: Equatable {
    var selected = "first"
  }

  enum Action: Equatable, Sendable {
    case selected(String)
  }

  static let names = ["first", "second"]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .selected(let name): state.selected = name
    }
    return .none
  }

  static func navigation(of state: State) -> NavigationNode {
    let tabs = names.map { name in
      TabNode(name: name, node: NavigationNode(name: name, stack: RouteStack(root: name)) { $0 })
    }
    return .tabs(name: "tabs", tabs, selected: names.firstIndex(of: state.selected) ?? 0)
  }

  static func screen(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: state.selected, lines: ["the \(state.selected) tab"],
      commands: [
        .choice(
          "tab", placeholder: "name", summary: "switch tabs", among: names, noun: "a tab",
          shown: { $0 }, action: Action.selected)
      ])
  }

  static func back(in state: State) throws(Refusal) -> Action {
    throw Refusal(
      "a tab's first page has nothing to go back to",
      remedies: [Remedy(.command("tab"), "to go to another")])
  }

  static func link(of state: State) -> DeepLink { DeepLink([DeepLink.Segment(state.selected)]) }

  static var longestLink: Int { 7 }

  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    guard link.segments.count == 1, let name = link.segments.first?.name, names.contains(name)
    else { throw Refusal("name a tab: /first or /second") }
    return .selected(name)
  }
}
