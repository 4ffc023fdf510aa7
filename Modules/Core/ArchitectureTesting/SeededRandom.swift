import Foundation
public import Testing

/// A small, fast random number generator whose sequence is fixed by its seed (SplitMix64), so
/// that a seeded property test or random walk replays exactly.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: elements.indices, using: &self)]
  }

  /// `true` with a probability of `percent` in 100.
  public mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }

  /// The seed to use: the environment variable `name` when set (to replay a reported failure),
  /// otherwise `fallback`, so that every ordinary run checks the same cases.
  public static func seed(
    from name: String, default fallback: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
    guard let seed = UInt64(text) else {
      Issue.record(
        "\(name)=\(text) is not a whole number; using the default seed \(fallback)",
        sourceLocation: sourceLocation)
      return fallback
    }
    return seed
  }
}
