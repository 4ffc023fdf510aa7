/// The package's version: the one place it is written, printed by every app's `--version`.
///
/// It follows semantic versioning, and `CHANGELOG.md`'s latest release carries the same number
/// (a test compares them), so a tag, the changelog and the apps never disagree.
public enum PackageVersion {
  /// The version of this build, as in `1.0.0`.
  public static let current = "1.0.0"
}
