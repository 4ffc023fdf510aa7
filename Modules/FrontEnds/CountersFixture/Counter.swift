public import Architecture
public import Presentation

/// One counter of the fixture: a number changed in place, a pushed double, a fact from the
/// outside world, and a note typed into a field.
public struct Counter: Reducer, ScreenFeature {
  /// The numbers a counter holds.
  public static let range = -1_000_000...1_000_000

  /// A counter's number, its fact and its note.
  public struct State: Codable, Equatable, Sendable {
    /// The number.
    public var number: Int
    /// The fact about `number`: `nil` until asked, `""` while asked.
    public var fact: String?
    /// The note typed last.
    public var note = ""

    /// A counter at `number`, nothing asked yet.
    public init(number: Int) {
      self.number = number
    }

    private enum CodingKeys: String, CodingKey { case number, fact, note }

    /// A saved counter, refused when its number is out of ``Counter/range`` or its fact is not
    /// the one the client tells, as a state file or a forged trace could hold; a fact saved
    /// while it was asked for is read as not asked.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      number = try container.decode(Int.self, forKey: .number)
      guard Counter.range.contains(number) else {
        throw DecodingError.dataCorruptedError(
          forKey: .number, in: container,
          debugDescription:
            "\(number) is no counter; a counter is from \(Counter.range.lowerBound) to "
            + "\(Counter.range.upperBound)")
      }
      note = try container.decode(String.self, forKey: .note)
      let fact = try container.decodeIfPresent(String.self, forKey: .fact)
      if let fact, !fact.isEmpty, fact != CounterFactClient.said(number) {
        throw DecodingError.dataCorruptedError(
          forKey: .fact, in: container,
          debugDescription: "the fact about \(number) is not the one the app tells; leave it out")
      }
      self.fact = fact == "" ? nil : fact
    }
  }

  /// What happens on a counter.
  public enum Action: Codable, Equatable, Sendable {
    /// Add one, take one away, open the double, ask for a fact, close the counter.
    case increment, decrement, double, fact, done
    /// A number was typed to add.
    case added(Int)
    /// A note was typed.
    case noted(String)
    /// The fact about `number` came.
    case factCame(number: Int, String)
    /// What the counter tells its coordinator.
    case delegate(Delegate)
  }

  /// What a counter tells its coordinator.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Show this number next.
    case show(Int)
    /// The counter is done.
    case finished
  }

  let client: CounterFactClient

  /// A counter that asks `dependencies.counterFact`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    client = dependencies.counterFact
  }

  /// Changes the number in place, asks for its fact, or passes a double or a "done" up.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      return change(&state, by: 1)
    case .decrement:
      return change(&state, by: -1)
    case .added(let amount):
      return change(&state, by: amount)
    case .double:
      guard Self.range.contains(state.number * 2) else {
        return .report("the double of \(state.number) is out of \(Self.range)")
      }
      return .send(.delegate(.show(state.number * 2)))
    case .fact:
      state.fact = ""
      return .run { [client, number = state.number] send in
        let fact = (try? await client.fact(number)) ?? "unavailable"
        await send(.factCame(number: number, fact))
      }
      .cancellable(id: "fact", cancelInFlight: true)
    case .factCame(let number, let fact):
      if number == state.number { state.fact = fact }
      return .none
    case .noted(let note):
      state.note = note
      return .none
    case .done:
      return .send(.delegate(.finished))
    case .delegate:
      return .none
    }
  }

  /// Moves the number by `amount` within ``range``, forgetting the fact about the old one.
  private func change(_ state: inout State, by amount: Int) -> Effect<Action> {
    let next = state.number + amount
    guard Self.range.contains(next) else { return .report("\(next) is out of \(Self.range)") }
    state.number = next
    state.fact = nil
    return .cancel(id: "fact")
  }

  /// "Counter 3".
  public static func title(of state: State) -> String { "Counter \(state.number)" }

  /// The number, its fact and note, and the commands that change them.
  public static func view(of state: State) -> ScreenView<Action> {
    let fact = state.fact.map { $0.isEmpty ? "loading..." : $0 } ?? "not asked"
    return ScreenView(
      title: title(of: state),
      lines: ["number: \(state.number)", "fact: \(fact)"]
        + (state.note.isEmpty ? [] : ["note: \(state.note)"]),
      commands: [
        .plain("increment", summary: "add one", action: .increment),
        .plain("decrement", summary: "take one away", action: .decrement),
        .integer("add", in: 1...99, summary: "add a number", action: Action.added),
        .plain("double", summary: "open the double", action: .double),
        .plain("fact", summary: "ask for a fact", action: .fact),
        .text("note", placeholder: "note", summary: "type a note", action: Action.noted),
        .plain("done", summary: "close this counter", action: .done),
      ])
  }
}
