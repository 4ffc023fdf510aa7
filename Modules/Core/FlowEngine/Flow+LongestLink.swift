import Presentation

extension Flow {
  /// The most bytes a link of this flow takes: every step once, each with its longest value
  /// encoded, then the question's segment with its longest answer. A flow with declared cycles
  /// may take its steps again, so it is bounded by `capacity` segments of its longest instead.
  ///
  /// - Parameters:
  ///   - questionAnswers: the values the question's segment takes besides a step's name.
  ///   - capacity: the most routes a stack holds, hence segments a link has.
  public func longestLink(questionAnswers: [String], capacity: Int) -> Int {
    let segments = steps.map { step in
      step.id.utf8.count + "=".utf8.count + DeepLink.longestEncoding(ofBytes: step.longestLinkValue)
    }
    let longestStep = segments.max() ?? 0
    let answers = questionAnswers + steps.map(\.id)
    let question =
      FlowLink.question.utf8.count + "=".utf8.count + (answers.map(\.utf8.count).max() ?? 0)
    guard !edges.contains(where: \.closesCycle) else {
      return DeepLink.longestText(
        segments: capacity, longestSegment: max(longestStep, question))
    }
    return segments.reduce(0) { $0 + 1 + $1 } + 1 + question
  }
}
