import Presentation
import ShownText

/// One call a client made, as a trace records it beside the answer: the client, the call and
/// what it was given, so that a replay gives each answer to the call that asked it, and to no
/// other.
public struct ClientCall: Equatable, Sendable, CustomStringConvertible {
  /// The client's name, as in `numberFact`.
  public var client: String
  /// The call's name, as in `fact`.
  public var call: String
  /// What the call was given, as JSON (see ``TraceJSON/encode(_:)``).
  public var input: String

  /// The call of `client` named `call` with `input`.
  public init(client: String, call: String, input: String) {
    self.client = client
    self.call = call
    self.input = input
  }

  /// The call as a message names it, each part cut short, as in `numberFact's fact of 3`.
  public var description: String {
    "\(VisibleText.excerpt(client))'s \(VisibleText.excerpt(call)) of "
      + VisibleText.excerpt(input)
  }
}
