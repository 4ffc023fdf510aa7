/// The commands of a screen, read by position: as listed, or as another screen's commands
/// with the transform that maps them, applied to each as it is read.
///
/// A screen's view is mapped twice on its way to a front end (to the coordinator's screen
/// action, then to its action), and a front end reads the names and at most one command, so
/// each command is mapped only when it is read.
@usableFromInline
enum ScreenCommands<Action> {
  /// Commands as a feature lists them.
  case listed([Command<Action>])
  /// `count` commands, each named by `name` and built by `command`, at its position.
  case mapped(count: Int, name: (Int) -> String, command: (Int) -> Command<Action>)

  /// The commands `commands`, as listed.
  @inlinable
  init(_ commands: [Command<Action>]) { self = .listed(commands) }

  /// How many commands there are.
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

  /// The command at `index`.
  @inlinable
  func command(at index: Int) -> Command<Action> {
    switch self {
    case .listed(let commands): commands[index]
    case .mapped(_, _, let command): command(index)
    }
  }

  /// Every command, in order.
  @inlinable
  var all: [Command<Action>] {
    switch self {
    case .listed(let commands): commands
    case .mapped(let count, _, let command): (0..<count).map(command)
    }
  }

  /// The same commands sending `transform(action)`, each mapped when it is read.
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
