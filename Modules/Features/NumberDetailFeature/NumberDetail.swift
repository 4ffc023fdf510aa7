public import Architecture
public import NumberFactClient

/// One number: change it, ask for its double, ask for a fact about it, or say you are done.
///
/// It does not know whether it was pushed or presented, nor what "double" or "done" lead to:
/// those are delegate events. Loading a fact is the screen's long-lived work; it belongs to the
/// screen's route, so it stops when the screen leaves, however it leaves.
public struct NumberDetail: Reducer {
  /// The numbers a detail can show: far from overflow, even when doubled.
  public static let range = -1_000_000_000...1_000_000_000

  /// The most bytes a number in ``range`` takes written plainly, as a link writes it.
  public static var longestNumberText: Int {
    max(String(range.lowerBound).utf8.count, String(range.upperBound).utf8.count)
  }

  /// The number and what is known about it.
  public struct State: Codable, Equatable, Sendable {
    /// The number shown.
    public var number: Int
    /// The fact about `number`, as far as it got.
    public var fact: Fact

    /// A detail of `number`, with no fact asked for.
    public init(number: Int, fact: Fact = .notRequested) {
      self.number = number
      self.fact = fact
    }

    private enum CodingKeys: String, CodingKey { case number, fact }

    /// Decodes a saved detail, refusing a number outside ``NumberDetail/range``, which no
    /// command shows, and a fact the app's client could not have told. Work is never saved, so a fact that was loading is no longer coming: the
    /// restored screen offers to ask again instead of waiting forever.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      number = try container.decode(Int.self, forKey: .number)
      guard NumberDetail.range.contains(number) else {
        throw DecodingError.dataCorruptedError(
          forKey: .number, in: container,
          debugDescription:
            "\(number) is not a number a detail shows; use one from "
            + "\(NumberDetail.range.lowerBound) to \(NumberDetail.range.upperBound)")
      }
      let fact = try container.decode(Fact.self, forKey: .fact)
      if let problem = NumberDetail.factProblem(fact, about: number) {
        throw DecodingError.dataCorruptedError(
          forKey: .fact, in: container, debugDescription: problem)
      }
      self.fact = fact == .loading ? .notRequested : fact
    }
  }

  /// How far the fact about the number got.
  public enum Fact: Codable, Equatable, Sendable {
    /// Nobody asked.
    case notRequested
    /// The client is working on it.
    case loading
    /// The client answered.
    case loaded(String)
    /// The client failed; the text says why.
    case failed(String)
  }

  /// What happens on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// The user added one.
    case incrementTapped
    /// The user took one away.
    case decrementTapped
    /// The user asked to see the double of the number.
    case showDoubleTapped
    /// The user said they are done with this number.
    case doneTapped
    /// The user asked for a fact about the number.
    case factTapped
    /// The user asked to see the divisors of the number.
    case divisorsTapped
    /// The fact client answered, for the number it was asked about.
    case factResponse(number: Int, FactResult)
    /// Events for whoever shows the screen.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Show this number, the double of the one here.
    case showDouble(Int)
    /// Show the divisors of this number, the one here.
    case divisorsRequested(Int)
    /// The user is done with this screen.
    case finished
  }

  /// A failure of the fact client, as text, so actions stay equatable.
  public struct FactError: Error, Codable, Equatable, Sendable {
    /// What went wrong.
    public var message: String

    /// A failure saying `message`.
    public init(message: String) {
      self.message = message
    }
  }

  private enum CancelID { case fact }

  let factClient: NumberFactClient

  /// The screen's logic, asking `factClient` for facts.
  public init(factClient: NumberFactClient) {
    self.factClient = factClient
  }

  /// Changes the number, asks for facts, and reports upward.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped, .decrementTapped:
      guard let next = action == .incrementTapped ? state.incremented : state.decremented else {
        return .report("the number would leave \(Self.range); it stays \(state.number)")
      }
      state.number = next
      // A fact about the old number would be wrong now.
      let wasLoading = state.fact == .loading
      state.fact = .notRequested
      return wasLoading ? .cancel(id: CancelID.fact) : .none
    case .showDoubleTapped:
      guard let double = state.double else {
        return .report("the double of \(state.number) is outside \(Self.range)")
      }
      return .send(.delegate(.showDouble(double)))
    case .divisorsTapped:
      return .send(.delegate(.divisorsRequested(state.number)))
    case .doneTapped:
      return .send(.delegate(.finished))
    case .factTapped:
      state.fact = .loading
      return .run { [factClient, number = state.number] send in
        do {
          await send(.factResponse(number: number, .success(try await factClient.fact(number))))
        } catch is CancellationError {
          throw CancellationError()
        } catch {
          await send(.factResponse(number: number, .failure(FactError(message: "\(error)"))))
        }
      }
      .cancellable(id: CancelID.fact, cancelInFlight: true)
    case .factResponse(let number, let result):
      guard number == state.number, state.fact == .loading else { return .none }
      switch result {
      case .success(let fact): state.fact = .loaded(fact)
      case .failure(let error): state.fact = .failed(error.message)
      }
      return .none
    case .delegate:
      return .none
    }
  }
}
