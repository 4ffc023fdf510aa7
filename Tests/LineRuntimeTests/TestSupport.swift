import ArchitectureTesting
import LineRuntime
import Navigation
import Presentation
import Testing

/// The base seed of a property test: `LINE_RUNTIME_SEED` when set, to replay a reported failure,
/// otherwise a fixed value so that every run checks the same cases.
func propertySeed(default fallback: UInt64) -> UInt64 {
  SeededRandom.seed(from: "LINE_RUNTIME_SEED", default: fallback)
}
