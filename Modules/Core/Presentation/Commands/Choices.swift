/// The values a command chooses among, how each is shown, and the action each makes: read
/// through closures, so building a screen never copies or formats a long list.
public struct Choices<Action> {
  /// One value, named with its article, as in `a number on the list`.
  public let noun: String
  /// What a picker of the values is labelled with, as in `n`.
  public let placeholder: String
  /// How many values there are.
  public let count: Int
  /// How the value at an index is shown.
  public let label: (Int) -> String
  /// The action the value at an index makes.
  public let action: (Int) -> Action
  @usableFromInline let find: (String) -> Int?

  /// The values `values`, each shown by `shown`.
  @inlinable
  public init<Value>(
    _ values: [Value], noun: String, placeholder: String, shown: @escaping (Value) -> String,
    action: @escaping (Value) -> Action
  ) {
    self.init(
      noun: noun, placeholder: placeholder, count: values.count, label: { shown(values[$0]) },
      action: { action(values[$0]) },
      find: { label in values.firstIndex { shown($0) == label } })
  }

  /// The values `values`, each shown as it prints and found by parsing its label.
  @inlinable
  public init<Value: LosslessStringConvertible & Equatable>(
    _ values: [Value], noun: String, placeholder: String, action: @escaping (Value) -> Action
  ) {
    self.init(
      noun: noun, placeholder: placeholder, count: values.count, label: { values[$0].description },
      action: { action(values[$0]) },
      find: { label in
        // A label reads back only as it prints: `+3` and `03` name no choice of `3`.
        guard let value = Value(label), value.description == label else { return nil }
        return values.firstIndex(of: value)
      })
  }

  @usableFromInline
  init(
    noun: String, placeholder: String, count: Int, label: @escaping (Int) -> String,
    action: @escaping (Int) -> Action, find: @escaping (String) -> Int?
  ) {
    self.noun = noun
    self.placeholder = placeholder
    self.count = count
    self.label = label
    self.action = action
    self.find = find
  }

  /// The index of the value shown as `label`, if there is one.
  @inlinable
  public func index(shownAs label: String) -> Int? { find(label) }

  /// Every label, in order.
  public var labels: [String] { (0..<count).map(label) }

  /// The same choices making `transform(action)` instead.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> Choices<Other> {
    let action = self.action
    return Choices<Other>(
      noun: noun, placeholder: placeholder, count: count, label: label,
      action: { transform(action($0)) },
      find: find)
  }
}
