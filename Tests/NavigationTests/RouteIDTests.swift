import Foundation
import Navigation
import Testing

@Suite("RouteID")
struct RouteIDTests {
  @Test("identities order by arrival, that is by their counter")
  func ordering() {
    #expect(RouteID(2) < RouteID(10))
    #expect(!(RouteID(10) < RouteID(2)))
    #expect([RouteID(5), RouteID(0), RouteID(3)].sorted() == [RouteID(0), RouteID(3), RouteID(5)])
  }

  @Test("an identity reads as # and its counter")
  func description() {
    #expect(RouteID(3).description == "#3")
    #expect("\(RouteID(12))" == "#12")
  }

  @Test("an identity is coded as a bare number")
  func coding() throws {
    let data = try JSONEncoder().encode([RouteID(4)])
    #expect(String(decoding: data, as: UTF8.self) == "[4]")
    #expect(try JSONDecoder().decode([RouteID].self, from: Data("[9]".utf8)) == [RouteID(9)])
  }
}
