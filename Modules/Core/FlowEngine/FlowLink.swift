/// The grammar of a flow's link: one segment per step taken, `name=value`, in the order the
/// declaration leads, then at most one `confirm=answer` for a question asked over the top, as in
/// `/name=Ada/email=ada%40example.com/confirm=leave`.
///
/// Written once here, so that every host of a flow prints and reads the same links, and so that
/// validation can refuse a step name the grammar cannot carry.
public enum FlowLink {
  /// The segment of the question asked over the top: no step may take its name.
  public static let question = "confirm"

  /// Whether `name` can name a step's segment: lowercase ASCII letters, digits and hyphens,
  /// starting with a letter.
  public static func isStepName(_ name: String) -> Bool {
    // ASCII only: a letter with a combining mark sorts between "a" and "z" too.
    name.first.map { $0.isASCII && $0.isLowercase } == true
      && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isWholeNumber || $0 == "-") }
  }
}
