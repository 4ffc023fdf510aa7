// The exit statuses of every app, as `sysexits.h` numbers them where it has one.
extension AppMain {
  /// The exit status for a usage error, as `sysexits.h` numbers it.
  public static let usageError: Int32 = 64
  /// The exit status for unusable data (a state file that cannot be read), as `sysexits.h`
  /// numbers it.
  public static let dataError: Int32 = 65
  /// The exit status for an app whose own declarations are wrong
  /// (`Presentable.declarationProblem`), as `sysexits.h` numbers it.
  public static let softwareError: Int32 = 70
  /// The exit status for an input file that cannot be read (the trace to replay), as
  /// `sysexits.h` numbers it.
  public static let noInput: Int32 = 66
  /// The exit status for an output file that cannot be created (the trace), as `sysexits.h`
  /// numbers it.
  public static let cannotCreate: Int32 = 73
  /// The exit status for a failed read or write, as `sysexits.h` numbers it.
  public static let ioError: Int32 = 74
  /// The exit status for a state file another process holds, as `sysexits.h` numbers it: try
  /// again later.
  public static let temporaryFailure: Int32 = 75
  /// The exit status after Ctrl-C twice on an empty line at the prompt: what a shell reports for a
  /// program an interrupt ended (128 + `SIGINT`).
  public static let interrupted: Int32 = 130
}
