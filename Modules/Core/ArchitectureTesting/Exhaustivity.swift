/// How strictly a ``TestStore`` holds a test to account.
public enum Exhaustivity: Sendable {
  /// Every state change, received action, report and running effect must be asserted.
  case on
  /// Only what the test asserts is checked: state changes it does not mention, actions it does
  /// not receive and effects still running at the end are allowed.
  case off
}
