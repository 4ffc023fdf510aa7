import Architecture
import Testing

struct ReducerBuilderTests {
  @Test func reducersListedOneALineRunInOrderOnTheSameState() {
    @ReducerBuilder<[String], String>
    var logged: some Reducer<[String], String> {
      Reduce<[String], String> { log, action in
        log.append("first \(action)")
        return .none
      }
      Reduce<[String], String> { log, action in
        log.append("second \(action)")
        return .none
      }
      Reduce<[String], String> { log, action in
        log.append("third \(action)")
        return .send("again")
      }
    }
    var log: [String] = []
    let effect = logged.reduce(into: &log, action: "go")
    #expect(log == ["first go", "second go", "third go"])
    #expect(effect.operations.count == 1)
  }
}
