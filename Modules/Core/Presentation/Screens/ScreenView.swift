/// What a screen shows and the commands it understands, whatever shows it.
///
/// A feature module builds it from its state with a pure function; the line runtime prints it
/// under a breadcrumb and offers its commands, and another front end could draw it.
public struct ScreenView<Action> {
  /// The screen's title, as the breadcrumb and the navigation tree name it.
  public var title: String
  /// The screen's content, one string per line.
  public var lines: [String]
  /// Commands the app has elsewhere that this screen would refuse now, each with why: what
  /// help explains, and what typing one answers.
  public var unavailable: [UnavailableCommand]
  /// The content as rows to choose from, where it is a list: a front end that draws lists
  /// shows these with a cursor in place of ``lines``.
  public var list: ScreenList?
  /// The commands, as listed or mapped from another screen's without being built yet.
  @usableFromInline var listed: ScreenCommands<Action>

  /// A screen with this title, content and commands.
  @inlinable
  public init(
    title: String, lines: [String] = [], list: ScreenList? = nil,
    commands: [Command<Action>] = [], unavailable: [UnavailableCommand] = []
  ) {
    self.title = title
    self.lines = lines
    self.list = list
    self.unavailable = unavailable
    listed = ScreenCommands(commands)
  }

  /// The commands the screen understands, in the order help lists them. A command the screen
  /// refuses now carries why (``Command/unavailability``); a command of the app's that this
  /// screen does not have at all (`tab` under a cover) belongs in ``unavailable`` instead.
  ///
  /// A screen mapped from another builds them all at each read, so read them once into a
  /// local when several are needed: ``commandCount``, ``commandName(at:)`` and
  /// ``command(named:)`` read one command, or only its name, without building the rest.
  @inlinable
  public var commands: [Command<Action>] {
    get { listed.all }
    set { listed = ScreenCommands(newValue) }
  }

  /// How many commands the screen understands.
  @inlinable public var commandCount: Int { listed.count }

  /// The name of the command at `index`, in the order of ``commands``, without building it.
  @inlinable public func commandName(at index: Int) -> String { listed.name(at: index) }

  /// The same screen whose commands send `transform(action)`.
  ///
  /// The commands are mapped as they are read, not here: a coordinator maps a screen's view
  /// to its own actions on every line, and a front end reads the names and at most one
  /// command of it.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> ScreenView<Other> {
    ScreenView<Other>(
      title: title, lines: lines, list: list, listed: listed.map(transform),
      unavailable: unavailable)
  }

  /// A screen with commands already held.
  @inlinable
  init(
    title: String, lines: [String], list: ScreenList?, listed: ScreenCommands<Action>,
    unavailable: [UnavailableCommand]
  ) {
    self.title = title
    self.lines = lines
    self.list = list
    self.unavailable = unavailable
    self.listed = listed
  }

  /// The command called `name`, if the screen has one: the first of that name.
  @inlinable
  public func command(named name: String) -> Command<Action>? {
    for index in 0..<listed.count where listed.name(at: index) == name {
      return listed.command(at: index)
    }
    return nil
  }
}
