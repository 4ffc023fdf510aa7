import Foundation

/// Writes a line on standard error, unbuffered, for reports that must not mix with output.
public func printToStandardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
