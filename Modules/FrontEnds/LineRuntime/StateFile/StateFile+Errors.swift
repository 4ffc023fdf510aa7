import Foundation
import Presentation
import ShownText

extension StateFile {
  /// Why a file with this header is no state file of the app, in the app's words: which field
  /// is wrong and what it should say; `nil` when it is one.
  func headerProblem(format: String?, app named: String?) -> String? {
    guard let format, format == Self.format else {
      let found =
        format.map { "its 'format' is '\(VisibleText.excerpt($0))'" } ?? "it has no 'format'"
      return "\(found), where a state file says \"format\": \"\(Self.format)\""
    }
    guard let named, named == app else {
      let found =
        named.map { "it is a state file of '\(VisibleText.excerpt($0))'" } ?? "it has no 'app'"
      return "\(found), where a state file of \(app) says \"app\": \"\(app)\""
    }
    return nil
  }

  /// A decoding error in one line, in the app's words: which value is wrong, where in the
  /// file, and what it should be.
  ///
  /// The decoders' own messages ("The given data was not valid JSON.", "Invalid number of
  /// keys found, expected one.") name neither the value nor what is right, so they never reach
  /// the user; the checks of the app's own types say both already, and pass through.
  static func describe(_ error: any Error) -> String {
    // A check's message may quote a whole value, and a path may be as deep as the file nests.
    VisibleText.shortened(described(error))
  }

  private static func described(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // The header was read, so the file is JSON: a value inside cannot be made into one.
      return "a value in it cannot be read: a number too large for a whole number, or text "
        + "with an escape that names no character (such as half of a pair, '\\ud800'); fix "
        + "that value"
    case .dataCorrupted(let context) where context.debugDescription.hasPrefix("Cannot initialize"):
      return "\(field(context)) is none of the values the app saves there; use one it saves"
    case .dataCorrupted(let context):
      return context.debugDescription + place(context)
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing" + place(context)
    case .typeMismatch(_, let context)
    where context.debugDescription.hasPrefix("Invalid number of keys"):
      return "\(field(context)) should be an object with one key, the name of its case, as in "
        + "{\"push\": {}}"
    case .typeMismatch(let type, let context):
      return "\(field(context)) should be \(kind(type))"
    case .valueNotFound(let type, let context):
      return "\(field(context)) is null, where it should be \(kind(type))"
    @unknown default:
      return "\(error)"
    }
  }

  /// The value a context names, as in `the value at state.routes.routes[1] in the file`.
  private static func field(_ context: DecodingError.Context) -> String {
    let keys = path(context)
    return keys.isEmpty ? "the file's content" : "the value at \(keys) in the file"
  }

  /// Where a context is, as ` (at state.routes in the file)`; empty at the top.
  private static func place(_ context: DecodingError.Context) -> String {
    let keys = path(context)
    return keys.isEmpty ? "" : " (at \(keys) in the file)"
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
  }

  /// What a value of `type` is written as, in JSON terms.
  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type, is Int64.Type, is UInt.Type: "a whole number"
    case is Double.Type: "a number"
    case is String.Type: "text in quotes"
    case is Bool.Type: "true or false"
    default:
      String(describing: type).hasPrefix("Array") ? "a list in brackets" : "an object in braces"
    }
  }
}
