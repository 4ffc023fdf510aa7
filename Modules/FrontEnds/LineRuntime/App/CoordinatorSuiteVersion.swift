/// The version of this package, CoordinatorSuite (not of an app built with it): the one place
/// it is written, printed by the example apps' `--version`.
///
/// It follows semantic versioning, and `CHANGELOG.md`'s latest release carries the same number
/// (a test compares them), so a tag, the changelog and the apps never disagree.
public enum CoordinatorSuiteVersion {
  /// The version of this build, as in `3.0.0`.
  public static let current = "3.0.0"
}
