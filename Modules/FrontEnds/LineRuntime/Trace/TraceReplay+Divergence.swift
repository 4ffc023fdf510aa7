import Presentation
import ShownText

extension TraceReplay {
  /// Where a replay first differs from its trace.
  public struct Divergence: Error, Equatable, Sendable {
    /// The event's number, counting from 1 after the header.
    public var event: Int
    /// The event recorded there, or what the trace says instead.
    public var recorded: String
    /// What the replay did there.
    public var happened: String

    /// A difference at `event`, the trace's `recorded` against what `happened`.
    public init(event: Int, recorded: String, happened: String) {
      self.event = event
      self.recorded = recorded
      self.happened = happened
    }

    /// The most characters of each side a message quotes around the first difference.
    static let context = (before: 24, after: 48)

    /// One sentence for an `error:` line, quoting each side around where they first differ: an
    /// event may be megabytes long, and the difference is what the reader needs.
    public var message: String {
      let (recordedPart, happenedPart) = Self.excerpts(recorded, happened)
      return "the replay differs from the trace at event \(event) (line \(event + 1) of the "
        + "file): recorded \(recordedPart); happened \(happenedPart)"
    }

    /// Each of `one` and `other` cut to a window around their first difference, `...` marking
    /// each cut.
    static func excerpts(_ one: String, _ other: String) -> (String, String) {
      let common = zip(one, other).prefix { $0 == $1 }.count
      let start = max(0, common - context.before)
      return (window(one, from: start), window(other, from: start))
    }

    /// The characters of `text` from `start`, at most ``context`` long in all.
    private static func window(_ text: String, from start: Int) -> String {
      let shown = text.dropFirst(start)
      let limit = context.before + context.after
      let cut = VisibleText.excerpt(shown, limit: limit)
      return start > 0 ? "..." + cut : cut
    }
  }
}
