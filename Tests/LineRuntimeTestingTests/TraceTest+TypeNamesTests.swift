import LineRuntimeTesting
import Testing

@Suite("TraceTest.typeNames")
struct TraceTestTypeNamesTests {
  @Test("Swift type names are found; case and field names are not")
  func typeNames() {
    #expect(
      TraceTest.typeNames(in: #"{"value":"routes(Architecture.StackAction<X>.screen(#1))"}"#)
        == ["Architecture.StackAction"])
    #expect(TraceTest.typeNames(in: #"{"v":"Route<Screen>"}"#) == ["Route<"])
    #expect(TraceTest.typeNames(in: #"{"v":"Optional(3)"}"#) == ["Optional("])
    #expect(
      TraceTest.typeNames(
        in: #"{"action":{"routes":{"_0":{"screen":{"_0":1}}}},"text":"Ok. Next"}"#
      )
      .isEmpty)
  }
}
