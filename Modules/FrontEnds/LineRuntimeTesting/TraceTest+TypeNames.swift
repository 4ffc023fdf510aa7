extension TraceTest {
  /// What in `line` reads as a Swift type name, as Swift's own descriptions print them: a
  /// capitalised name followed by `.` and a name (`NumberDetail.Action`, `Swift.Int`), a
  /// generic (`StackAction<`), or `Optional(`. Empty for a trace line as it should be: data
  /// whose keys are case and field names.
  public static func typeNames(in line: String) -> [String] {
    line.matches(of: #/\b[A-Z][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*|<)|Optional\(/#)
      .map { String(line[$0.range]) }
  }
}
