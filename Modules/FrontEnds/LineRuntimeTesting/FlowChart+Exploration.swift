public import Architecture
import LineRuntime
import Navigation
public import Presentation

extension FlowChart {
  /// The arguments tried by default for a command that takes a number or text: a number, a
  /// name and a yes. A command that takes a choice is tried with each of its choices instead,
  /// so a tab command leads to every tab without a test naming them.
  public static let sampleArguments = ["3", "Ada", "yes"]

  /// Explores `app` from each start, up to `depth` commands deep, and charts what it finds.
  ///
  /// States are told apart by their navigation tree and the commands offered, numbers aside;
  /// two states that differ only in what a screen holds (a text typed, say) are explored once.
  /// Each command's effects are awaited, so an app whose effects never end would not be charted:
  /// give it a store whose dependencies finish.
  ///
  /// - Parameters:
  ///   - app: the coordinator to chart.
  ///   - starts: each start's label and state.
  ///   - depth: how many commands deep to look; a screen further away is not charted.
  ///   - arguments: what to try as the argument of a command that takes one.
  ///   - makeStore: a store on a state, with deterministic dependencies.
  @MainActor
  public static func explore<App: Presentable>(
    _ app: App.Type,
    starts: [(label: String, state: App.State)],
    depth: Int = 4,
    arguments: [String] = sampleArguments,
    makeStore: (App.State) -> Store<App.State, App.Action>
  ) async -> FlowChart {
    var chart = FlowChart()
    // What is left to explore: a state, the node it shows, the commands typed since that node
    // arrived, and how many commands deep it is.
    var queue: [(state: App.State, node: Int, path: [String], depth: Int)] = []
    var seen: Set<String> = []
    for start in starts {
      let place = Place(
        App.navigation(of: start.state), commands: names(App.screen(of: start.state)))
      let node = chart.node(place.title, isChild: place.isChild)
      chart.starts.append(Start(label: start.label, node: node))
      if seen.insert(place.fingerprint).inserted, !place.isChild {
        queue.append((start.state, node, [], 0))
      }
    }
    var next = 0
    while next < queue.count {
      let (state, node, path, level) = queue[next]
      next += 1
      guard level < depth else { continue }
      let screen = App.screen(of: state)
      let before = Place(App.navigation(of: state), commands: names(screen))
      for (typed, action) in tries(screen, arguments: arguments) {
        let store = makeStore(state)
        store.send(action)
        await store.settle()
        store.cancelAllEffects()
        let after = Place(
          App.navigation(of: store.state), commands: names(App.screen(of: store.state)))
        let isNew = seen.insert(after.fingerprint).inserted
        let arrival = after.arrival(since: before)
        guard isNew || arrival != nil else { continue }
        var reached = node
        var sincePath = path + [typed]
        if let arrival {
          reached = chart.node(after.title, isChild: after.isChild)
          chart.add(
            Edge(
              from: node, to: reached, commands: sincePath.joined(separator: ", "),
              arrival: arrival))
          sincePath = []
        } else if after.routes.last?.id != before.routes.last?.id {
          // Left by a pop or a dismissal, which the chart does not draw: what follows starts
          // from the screen now shown. A screen changed in place stays the node it was.
          reached = chart.node(after.title, isChild: after.isChild)
          sincePath = []
        }
        if isNew, !after.isChild {
          queue.append((store.state, reached, sincePath, level + 1))
        }
      }
    }
    return chart
  }

  /// The names of the commands `screen` offers.
  static func names<Action>(_ screen: ScreenView<Action>) -> [String] {
    screen.commands.map(\.name)
  }

  /// The commands to try on `screen`, each as typed and as the action it sends.
  static func tries<Action>(
    _ screen: ScreenView<Action>, arguments: [String]
  ) -> [(String, Action)] {
    screen.commands.filter { $0.name != "help" }.flatMap { command -> [(String, Action)] in
      let tried: [String]
      switch command.argument {
      case .none: return (try? command.read([])).map { [(command.name, $0)] } ?? []
      case .choice(let choices): tried = choices.labels
      case .number, .text: tried = arguments
      }
      return tried.compactMap { argument in
        guard let action = try? command.read([argument]) else { return nil }
        // A number is an example of many; a word names where the command goes.
        let typed = Int(argument) == nil ? "\(command.name) \(argument)" : command.name
        return (typed, action)
      }
    }
  }
}
