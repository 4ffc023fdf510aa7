import Testing

/// The loop over piped lines, as a person runs a script through an app.
@Suite("LineRunner", processTimeLimit)
struct LineRunnerTests {
  @Test("--echo prints each line read, comments too, before what it does")
  func echo() throws {
    let run = try shell(#"printf 'select 3\n# then its double\ndouble\n' | "$APP" --echo"#)
    let lines = run.output.split(separator: "\n")
    let echoed = lines.filter { $0.hasPrefix("> ") }
    #expect(echoed == ["> select 3", "> # then its double", "> double"])
    // Each echoed line comes before what the line did.
    let select = try #require(lines.firstIndex(of: "> select 3"))
    let pushed = try #require(lines.firstIndex(of: "-> push #1 Counter 3"))
    let double = try #require(lines.firstIndex(of: "> double"))
    #expect(select < pushed && pushed < double)
  }

  @Test("without --echo, a script's lines are not printed")
  func noEcho() throws {
    let run = try shell(#"printf 'select 3\n' | "$APP""#)
    #expect(run.status == 0 && run.output.contains("-> push #1 Counter 3"))
    #expect(!run.output.contains("> select 3"))
  }
}
