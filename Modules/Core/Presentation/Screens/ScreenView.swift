/// What a screen shows and the commands it understands, whatever front end shows it.
public struct ScreenView<Action> {
  /// The screen's title, as the breadcrumb and the navigation tree name it.
  public var title: String
  /// The screen's content, one string per line.
  public var lines: [String]
  /// Commands the app has elsewhere that this screen refuses, each with why, for help.
  public var unavailable: [UnavailableCommand]
  /// The content as rows to choose from, which a front end may draw in place of ``lines``.
  public var list: ScreenList?
  /// Where passing the gate this screen is leads ("then: Profile"): the title of the screen a
  /// pending link opens, or the link; `nil` when nothing waits.
  public var then: String?
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

  /// The commands, in help's order; one refused now carries ``Command/unavailability``, and
  /// one the screen lacks belongs in ``unavailable``. A mapped screen builds them all at each
  /// read: read them once, or use ``commandCount``, ``commandName(at:)`` or ``command(named:)``.
  @inlinable
  public var commands: [Command<Action>] {
    get { listed.all }
    set { listed = ScreenCommands(newValue) }
  }

  /// How many commands the screen understands.
  @inlinable public var commandCount: Int { listed.count }

  /// The name of the command at `index`, in the order of ``commands``, without building it.
  @inlinable public func commandName(at index: Int) -> String { listed.name(at: index) }

  /// The same screen whose commands send `transform(action)`, mapped only as they are read,
  /// since a coordinator maps every view and a front end reads at most one command.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> ScreenView<Other> {
    var mapped = ScreenView<Other>(
      title: title, lines: lines, list: list, listed: listed.map(transform),
      unavailable: unavailable)
    mapped.then = then
    return mapped
  }

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
