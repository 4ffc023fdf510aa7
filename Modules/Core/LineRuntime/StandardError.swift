import Foundation

/// Writes a line on standard error, unbuffered, for errors and reports that must not mix with
/// the screen.
public func printToStandardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
