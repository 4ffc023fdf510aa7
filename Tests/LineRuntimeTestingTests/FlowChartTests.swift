import Architecture
import LineRuntimeTesting
import Navigation
import Presentation
import Testing

/// A shop small enough to chart by hand: `select <n>` pushes an item, `cart` presents the cart
/// as a sheet, `account` pushes a child coordinator, and `rename` changes the top screen in
/// place.
private struct Shop: Reducer, Presentable {
  struct State: Equatable {
    var routes = RouteStack(root: "Shop")
  }
  enum Action: Equatable {
    case selected(Int)
    case cartOpened
    case accountOpened
    case renamed
    case back
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .selected(let number): _ = state.routes.push("Item \(number)")
    case .cartOpened: _ = state.routes.presentSheet("Cart", embedsNavigation: true)
    case .accountOpened: _ = state.routes.push("Account")
    case .renamed: state.routes.modifyScreen(id: state.routes.top.id) { $0 += "!" }
    case .back: state.routes.goBack()
    }
    return .none
  }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "shop", stack: state.routes, title: { $0 }) { screen in
      // The account is a coordinator of its own, with a stack of one screen.
      screen == "Account"
        ? NavigationNode(name: "account", stack: RouteStack(root: "Profile"), title: { $0 })
        : nil
    }
  }

  static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top.screen
    var commands: [Command<Action>] = [.plain("rename", summary: "rename", action: .renamed)]
    if top == "Shop" {
      commands += [
        .integer("select", in: 1...9, summary: "an item", action: Action.selected),
        .plain("cart", summary: "the cart", action: .cartOpened),
        .plain("account", summary: "the account", action: .accountOpened),
      ]
    }
    return ScreenView(title: top, lines: [], commands: commands)
  }

  static func back(in state: State) throws(Refusal) -> Action { .back }
  static func link(of state: State) -> DeepLink { DeepLink() }
  static var longestLink: Int { 1 }
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("no links")
  }
}

/// A hall whose `go <door>` command lists its doors as choices, none of them a sample word.
private struct Hall: Reducer, Presentable {
  static let doors = ["north", "south", "cellar"]

  struct State: Equatable {
    var routes = RouteStack(root: "Hall")
  }
  enum Action: Equatable {
    case went(String)
    case back
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .went(let door): _ = state.routes.push(door)
    case .back: state.routes.goBack()
    }
    return .none
  }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "hall", stack: state.routes, title: { $0 })
  }

  static func screen(of state: State) -> ScreenView<Action> {
    guard state.routes.top.screen == "Hall" else {
      return ScreenView(title: state.routes.top.screen, lines: [], commands: [])
    }
    let go = Command<Action>.choice(
      "go", placeholder: "door", summary: "go through", among: doors, noun: "a door",
      action: Action.went)
    return ScreenView(title: "Hall", lines: [], commands: [go])
  }

  static func back(in state: State) throws(Refusal) -> Action { .back }
  static func link(of state: State) -> DeepLink { DeepLink() }
  static var longestLink: Int { 1 }
  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("no links")
  }
}

@MainActor
struct FlowChartTests {
  @Test("a command that lists its choices is tried with each, so every door is charted")
  func exploringTheChoicesOfACommand() async {
    let chart = await FlowChart.explore(Hall.self, starts: [("start", Hall.State())]) {
      Store(initialState: $0, reducer: Hall())
    }
    #expect(chart.nodes.map(\.title) == ["Hall"] + Hall.doors)
    #expect(chart.edges.map(\.commands) == Hall.doors.map { "go \($0)" })
  }

  @Test("exploring draws each arrival once, a sheet as such, a child coordinator unexplored")
  func exploringTheShop() async {
    let chart = await FlowChart.explore(Shop.self, starts: [("start", Shop.State())]) {
      Store(initialState: $0, reducer: Shop())
    }
    #expect(chart.nodes.map(\.title) == ["Shop", "Item n", "Cart", "Account"])
    #expect(chart.nodes.map(\.isChild) == [false, false, false, true])
    #expect(chart.starts == [FlowChart.Start(label: "start", node: 0)])
    #expect(
      chart.edges == [
        FlowChart.Edge(from: 0, to: 1, commands: "select", arrival: .push),
        FlowChart.Edge(from: 0, to: 2, commands: "cart", arrival: .sheet),
        FlowChart.Edge(from: 0, to: 3, commands: "account", arrival: .push),
      ])
  }

  @Test("the chart in Mermaid: double boxes for children, dotted arrows for presentations")
  func mermaidOfAChart() {
    var chart = FlowChart()
    chart.nodes = [
      .init(title: "Shop", isChild: false), .init(title: "Say \"hi\"", isChild: true),
      .init(title: "Cart", isChild: false),
    ]
    chart.starts = [.init(label: "start", node: 0)]
    chart.edges = [
      .init(from: 0, to: 1, commands: "greet", arrival: .push),
      .init(from: 0, to: 2, commands: "cart", arrival: .cover),
      .init(from: 2, to: 0, commands: "tab shop", arrival: .tab),
    ]
    #expect(
      chart.mermaid == """
        flowchart TD
          s0["Shop"]
          s1[["Say #quot;hi#quot;"]]
          s2["Cart"]
          start0((" ")) -->|start| s0
          s0 -->|"greet"| s1
          s0 -.->|"cart (cover)"| s2
          s2 -->|"tab shop"| s0

        """)
  }
}
