/// What a flow needs of a step: a name to tell it apart and to link it by, and a title to chart
/// it with.
///
/// The engine never shows a step: a front end's step type (a screen, its answer, its link
/// value) conforms, and the engine orders, checks and charts steps through this alone, so the
/// same declaration language serves any front end.
public protocol FlowStep: Hashable, Sendable, CustomStringConvertible {
  /// What completing the step commits: the values that conditions read.
  associatedtype Answer: Codable, Equatable, Sendable

  /// The step's name: its link segment and its key among the answers.
  var id: String { get }
  /// The step's title in charts and messages.
  var title: String { get }
  /// The most UTF-8 bytes the step's link value takes, before encoding: what bounds the
  /// flow's longest link (``Flow/longestLink(questionAnswers:capacity:)``).
  var longestLinkValue: Int { get }

  /// What is wrong with `flow` by the host's own rules, beyond the engine's: a host may ask
  /// that the final step be of one kind, or that a step's commands leave room for its own.
  static func problems(in flow: Flow<Self>) -> [String]
}

extension FlowStep {
  /// No rules of the host's own.
  public static func problems(in flow: Flow<Self>) -> [String] { [] }
}
