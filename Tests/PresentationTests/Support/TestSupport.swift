import ArchitectureTesting
import Navigation
import Presentation
import Testing

/// The base seed of a property test: `PRESENTATION_SEED` when set, to replay a reported failure,
/// otherwise a fixed value so that every run checks the same cases.
func propertySeed(default fallback: UInt64) -> UInt64 {
  SeededRandom.seed(from: "PRESENTATION_SEED", default: fallback)
}
