import Architecture
import Navigation
import Testing

struct EffectOriginTests {
  @Test func aLifetimeIsWrittenAsItsStepsAndReadBackTheSame() {
    let origin = EffectOrigin(lifetime: [.route(0), .tab(2), .route(11)], client: "fact")
    #expect(origin.path == "route#0/tab2/route#11")
    #expect(EffectOrigin(path: origin.path, client: "fact") == origin)
  }

  @Test func workTheRootStartedIsWrittenAsRoot() {
    #expect(EffectOrigin(lifetime: []).path == "root")
    #expect(EffectOrigin(path: "root", client: nil) == EffectOrigin(lifetime: []))
  }

  @Test(arguments: ["", "route#", "route#x", "tab", "route#1//tab0", "child#1", "root/route#1"])
  func aPathNoLifetimeWritesIsRefused(path: String) {
    #expect(EffectOrigin(path: path, client: nil) == nil)
  }
}
