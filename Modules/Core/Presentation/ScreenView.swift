/// What a screen shows and the commands it understands, whatever shows it.
///
/// A feature module builds it from its state with a pure function; the line runtime prints it
/// under a breadcrumb and offers its commands, and another front end could draw it.
public struct ScreenView<Action> {
  /// The screen's title, as the breadcrumb and the navigation tree name it.
  public var title: String
  /// The screen's content, one string per line.
  public var lines: [String]
  /// The commands the screen understands, in the order help lists them. A command the screen
  /// refuses now carries why (``Command/unavailability``); a command of the app's that this
  /// screen does not have at all (`tab` under a cover) belongs in ``unavailable`` instead.
  public var commands: [Command<Action>]
  /// Commands the app has elsewhere that this screen would refuse now, each with why: what
  /// help explains, and what typing one answers.
  public var unavailable: [UnavailableCommand]

  /// A screen with this title, content and commands.
  public init(
    title: String, lines: [String] = [], commands: [Command<Action>] = [],
    unavailable: [UnavailableCommand] = []
  ) {
    self.title = title
    self.lines = lines
    self.commands = commands
    self.unavailable = unavailable
  }

  /// The same screen whose commands send `transform(action)`.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> ScreenView<Other> {
    ScreenView<Other>(
      title: title, lines: lines, commands: commands.map { $0.map(transform) },
      unavailable: unavailable)
  }

  /// The command called `name`, if the screen has one.
  @inlinable
  public func command(named name: String) -> Command<Action>? {
    commands.first { $0.name == name }
  }
}
