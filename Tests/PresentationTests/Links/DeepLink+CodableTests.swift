import Foundation
import Presentation
import Testing

struct DeepLinkCodableTests {
  @Test func aLinkIsWrittenAsItsTextAndReadBackTheSame() throws {
    let link = try DeepLink(parsing: "/numbers/3/sheet=a%2Fb")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = try encoder.encode([link])
    #expect(String(decoding: data, as: UTF8.self).contains("/numbers/3/sheet=a%2Fb"))
    #expect(try JSONDecoder().decode([DeepLink].self, from: data) == [link])
  }

  @Test func aTextThatIsNoLinkIsRefusedWithTheReason() {
    #expect {
      try JSONDecoder().decode([DeepLink].self, from: Data(#"["numbers"]"#.utf8))
    } throws: { error in
      String(describing: error).contains("a link starts with '/'")
    }
  }
}
