import Foundation
public import Testing

/// A small, fast random number generator whose sequence is fixed by its seed (SplitMix64), so
/// that a seeded property test or random walk replays exactly.
///
/// Draw with its own helpers (`int(in:)`, ``pick(_:)``, ``chance(_:)``) rather than the
/// standard library's `random(in:using:)`, whose algorithm is not promised to stay the same
/// between releases: a seed reported from one toolchain must replay on the next.
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

  /// A number in `range`, by reduction modulo its width: the bias is below one in 2^40 for the
  /// ranges tests draw from, and the arithmetic will never change under the test.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// A number in `range`, which must not be empty.
  public mutating func int(in range: Range<Int>) -> Int {
    int(in: range.lowerBound...(range.upperBound - 1))
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(in: elements.indices)]
  }

  /// A string of a length in `count`, of characters picked from `alphabet`.
  public mutating func string(from alphabet: [Character], count: ClosedRange<Int>) -> String {
    String((0..<int(in: count)).map { _ in pick(alphabet) })
  }

  /// `true` with a probability of `percent` in 100.
  public mutating func chance(_ percent: Int) -> Bool {
    int(in: 0..<100) < percent
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
