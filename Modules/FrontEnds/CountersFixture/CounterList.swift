public import Architecture
public import Presentation

/// The counters fixture's first screen: a list of numbers, each opened pushed or presented.
public struct CounterList: Reducer, ScreenFeature {
  /// The numbers listed.
  public struct State: Codable, Equatable, Sendable {
    /// The numbers, in order.
    public var counters: [Int]

    /// A list of `counters`.
    public init(counters: [Int] = Array(1...9)) {
      self.counters = counters
    }

    private enum CodingKeys: String, CodingKey { case counters }

    /// A saved list, refused when it holds a number no counter takes.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      counters = try container.decode([Int].self, forKey: .counters)
      if let wrong = counters.first(where: { !Counter.range.contains($0) }) {
        throw DecodingError.dataCorruptedError(
          forKey: .counters, in: container,
          debugDescription: "\(wrong) is no counter; a counter is from "
            + "\(Counter.range.lowerBound) to \(Counter.range.upperBound)")
      }
    }
  }

  /// What happens on the list.
  public enum Action: Codable, Equatable, Sendable {
    /// A number was chosen.
    case selected(Int)
    /// A number was chosen to show in a sheet.
    case previewed(Int)
    /// What the list tells its coordinator.
    case delegate(Delegate)
  }

  /// What the list tells its coordinator.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Show this number pushed.
    case open(Int)
    /// Show this number in a sheet.
    case preview(Int)
  }

  /// The list needs nothing from outside.
  public init(_ dependencies: Dependencies = Dependencies()) {}

  /// Passes a chosen number up to the coordinator.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .selected(let number): .send(.delegate(.open(number)))
    case .previewed(let number): .send(.delegate(.preview(number)))
    case .delegate: .none
    }
  }

  /// "Counters".
  public static func title(of state: State) -> String { "Counters" }

  /// The numbers, chosen by `select` or `preview`.
  public static func view(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: title(of: state),
      lines: ["counters: " + state.counters.map(String.init).joined(separator: " ")],
      list: ScreenList(command: "select", rows: state.counters.map { "Counter \($0)" }),
      commands: [
        .choice(
          "select", summary: "open a counter", among: state.counters, noun: "a counter",
          action: Action.selected),
        .choice(
          "preview", summary: "open a counter in a sheet", among: state.counters,
          noun: "a counter", action: Action.previewed),
      ])
  }
}
