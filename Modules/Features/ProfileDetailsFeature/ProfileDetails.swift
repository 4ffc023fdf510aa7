public import Architecture

/// The onboarding step that asks for the user's city and age.
///
/// It checks both when the user continues, naming the first field that is missing or wrong on
/// the screen; good details are a delegate event. Where the flow goes next is for whoever shows
/// the step to decide.
public struct ProfileDetails: Reducer, Sendable {
  /// The longest city accepted, in characters, once surrounding spaces are trimmed.
  public static let maximumCityLength = 60
  /// The ages accepted, in years.
  public static let ages = 13...120

  /// The details as typed and what is wrong with them.
  public struct State: Codable, Equatable, Sendable {
    /// The city as the user typed it.
    public var city: String
    /// The age the user typed, in years; `nil` until they type one.
    public var age: Int?
    /// Why the details were refused when the user last continued; `nil` when nothing is wrong.
    public var problem: String?

    /// A step showing `city`, `age` and `problem`.
    public init(city: String = "", age: Int? = nil, problem: String? = nil) {
      self.city = city
      self.age = age
      self.problem = problem
    }
  }

  /// What happens on the step.
  public enum Action: Codable, Equatable, Sendable {
    /// The user typed a city.
    case cityChanged(String)
    /// The user typed an age, in years.
    case ageChanged(Int)
    /// The user asked to go on.
    case continueTapped
    /// Events for whoever shows the step.
    case delegate(Delegate)
  }

  /// What the step tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user gave this city, trimmed of surrounding spaces, and this age.
    case completed(city: String, age: Int)
  }

  /// The step's logic.
  public init() {}

  /// Keeps the typed details, and on continue either reports them upward or sets the problem.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cityChanged(let city):
      state.city = city
      // Even a problem about the age goes: continuing checks both fields again anyway.
      state.problem = nil
      return .none
    case .ageChanged(let age):
      state.age = age
      state.problem = nil
      return .none
    case .continueTapped:
      let city = trimmed(state.city)
      if let problem = Self.problem(city: city) {
        state.problem = problem
        return .none
      }
      guard let age = state.age, Self.ages.contains(age) else {
        state.problem = Self.problem(age: state.age)
        return .none
      }
      state.problem = nil
      return .send(.delegate(.completed(city: city, age: age)))
    case .delegate:
      return .none
    }
  }

  /// What is wrong with a trimmed `city`, said so the user knows what to type instead.
  static func problem(city: String) -> String? {
    if city.isEmpty {
      return "the city is empty; enter the city you live in"
    }
    if city.count > maximumCityLength {
      return "the city has \(city.count) characters; use at most \(maximumCityLength)"
    }
    return nil
  }

  /// Why `age`, missing or outside ``ages``, is refused, said so the user knows what to type
  /// instead.
  static func problem(age: Int?) -> String {
    let accepted = "from \(ages.lowerBound) to \(ages.upperBound)"
    guard let age else {
      return "the age is missing; enter your age in years, \(accepted)"
    }
    return "the age \(age) is out of range; enter an age \(accepted)"
  }
}

/// `text` without the spaces and line breaks around it.
func trimmed(_ text: String) -> String {
  guard let first = text.firstIndex(where: { !$0.isWhitespace }),
    let last = text.lastIndex(where: { !$0.isWhitespace })
  else { return "" }
  return String(text[first...last])
}
