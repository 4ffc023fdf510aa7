// What a load hands the run besides the state: what the state's check rebuilt, for the
// journal's first check, and whether lines of changes may follow the file as it is.
extension StateFile {
  /// A state as a file held it.
  struct Loaded<State> {
    /// The state.
    var state: State
    /// What the state's check rebuilt from its links (a `CheckedLinks` of its screens), so that
    /// the journal's first check reads only what changed; `nil` when the check kept nothing.
    var checked: Any?
    /// Whether the file is of this build's version: lines of changes follow only such a file,
    /// so an older one is saved whole, as this version, at its first change.
    var isCurrentVersion: Bool
  }
}
