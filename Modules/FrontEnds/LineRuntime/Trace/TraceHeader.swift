import Foundation
import Presentation
import ShownText

/// The first line of a trace: its format and version, the app, the suite's version and the
/// options that change what the app does, as in
/// `{"app":"onboarding","format":"coordinator-trace","options":{"--flow":"short"},"suite":"3.0.0","version":2}`.
public struct TraceHeader: Codable, Equatable, Sendable {
  /// The name of the format every trace carries.
  public static let formatName = "coordinator-trace"
  /// The version of the format this build writes and replays.
  public static let currentVersion = 2

  /// The format's name: ``formatName``.
  public var format: String
  /// The format's version.
  public var version: Int
  /// The app that wrote the trace, as in `numbers`.
  public var app: String
  /// The suite's version (``CoordinatorSuiteVersion``) the app was built with.
  public var suite: String
  /// The options that change what the app does, by name, as in `["--flow": "short"]`.
  public var options: [String: String]

  /// The header of a trace written now by `app` with `options`.
  public init(app: String, options: [String: String]) {
    format = Self.formatName
    version = Self.currentVersion
    self.app = app
    suite = CoordinatorSuiteVersion.current
    self.options = options
  }

  /// The most bytes a header's line may hold: far more than any app's options take, so that a
  /// huge first line is refused without being decoded.
  static let longest = 64 << 10

  /// The header as one JSON object, keys sorted, without a newline.
  public var jsonLine: String { TraceJSON.encode(self) }

  /// What makes a trace with this header one that `app` run with `options` cannot replay, or
  /// `nil`: another format or version, another app, other options. One sentence that says
  /// what differs and what would replay it.
  public func mismatch(app: String, options: [String: String]) -> String? {
    guard format == Self.formatName else {
      return "it is in the format '\(VisibleText.excerpt(format))', not \(Self.formatName); give "
        + "a trace that "
        + "--trace wrote"
    }
    guard version == Self.currentVersion else {
      return "it is in \(format) version \(version), and this \(app) replays version "
        + "\(Self.currentVersion) only; replay it with the \(VisibleText.excerpt(self.app)) "
        + "that wrote it"
    }
    guard self.app == app else {
      let recorded = VisibleText.excerpt(self.app)
      return "it is a trace of \(recorded), not of \(app); replay it with \(recorded)"
    }
    guard self.options == options else {
      return "it was recorded with \(Self.describe(self.options)), and this run has "
        + "\(Self.describe(options)); give the options it was recorded with"
    }
    return nil
  }

  private static func describe(_ options: [String: String]) -> String {
    guard !options.isEmpty else { return "no options that change behaviour" }
    let named = options.sorted { $0.key < $1.key }.prefix(4).map {
      "\(VisibleText.excerpt($0.key)) '\(VisibleText.excerpt($0.value))'"
    }
    return named.joined(separator: " ")
      + (options.count > 4 ? " and \(options.count - 4) more" : "")
  }
}
