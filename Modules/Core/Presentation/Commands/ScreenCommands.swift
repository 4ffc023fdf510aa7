/// The commands of a screen, read by position, each mapped only when read: a view is mapped
/// twice on its way to a front end, which reads at most one command.
@usableFromInline
enum ScreenCommands<Action> {
  /// Commands as a feature lists them.
  case listed([Command<Action>])
  /// `count` commands, each named by `name` and built by `command`, at its position.
  case mapped(count: Int, name: (Int) -> String, command: (Int) -> Command<Action>)

  @inlinable
  init(_ commands: [Command<Action>]) { self = .listed(commands) }

  @inlinable
  var count: Int {
    switch self {
    case .listed(let commands): commands.count
    case .mapped(let count, _, _): count
    }
  }

  /// The name of the command at `index`, without building it.
  @inlinable
  func name(at index: Int) -> String {
    switch self {
    case .listed(let commands): commands[index].name
    case .mapped(_, let name, _): name(index)
    }
  }

  @inlinable
  func command(at index: Int) -> Command<Action> {
    switch self {
    case .listed(let commands): commands[index]
    case .mapped(_, _, let command): command(index)
    }
  }

  @inlinable
  var all: [Command<Action>] {
    switch self {
    case .listed(let commands): commands
    case .mapped(let count, _, let command): (0..<count).map(command)
    }
  }

  @inlinable
  func map<Other>(_ transform: @escaping (Action) -> Other) -> ScreenCommands<Other> {
    switch self {
    case .listed(let commands):
      .mapped(
        count: commands.count, name: { commands[$0].name },
        command: { commands[$0].map(transform) })
    case .mapped(let count, let name, let command):
      .mapped(count: count, name: name, command: { command($0).map(transform) })
    }
  }
}
