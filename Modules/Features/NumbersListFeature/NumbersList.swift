public import Architecture

/// A list of numbers to choose from: the first screen of the numbers example.
///
/// It knows nothing of who shows it. Choosing a number, to open it or to preview it, is a
/// delegate event; whoever shows the list decides what opening means.
public struct NumbersList: Reducer {
  /// The numbers on the list.
  public struct State: Codable, Equatable, Sendable {
    /// The numbers, in the order shown.
    public var numbers: [Int]

    /// A list of `numbers`.
    public init(numbers: [Int] = Array(1...12)) {
      self.numbers = numbers
    }
  }

  /// What happens on the list.
  public enum Action: Codable, Equatable, Sendable {
    /// The user chose a number to open.
    case numberTapped(Int)
    /// The user asked for a quick look at a number.
    case previewTapped(Int)
    /// Events for whoever shows the list.
    case delegate(Delegate)
  }

  /// What the list tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Open this number.
    case numberSelected(Int)
    /// Show this number in a quick look.
    case previewRequested(Int)
  }

  /// The list's logic.
  public init() {}

  /// Turns taps into delegate events; a number not on the list is ignored and reported.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .numberTapped(let number):
      guard state.numbers.contains(number) else {
        return .report("\(number) is not on the list; choose one of \(state.numbers)")
      }
      return .send(.delegate(.numberSelected(number)))
    case .previewTapped(let number):
      guard state.numbers.contains(number) else {
        return .report("\(number) is not on the list; choose one of \(state.numbers)")
      }
      return .send(.delegate(.previewRequested(number)))
    case .delegate:
      return .none
    }
  }
}
