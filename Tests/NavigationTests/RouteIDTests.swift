import Foundation
import Navigation
import Testing

@Suite("RouteID")
struct RouteIDTests {
  @Test("identities order by arrival, that is by their counter")
  func ordering() {
    #expect(2 < 10)
    #expect(!(10 < 2))
    #expect([5, 0, 3].sorted() == [0, 3, 5])
  }

  @Test("an identity reads as # and its counter")
  func description() {
    #expect(3.description == "#3")
    #expect("\(12)" == "#12")
  }

  @Test("an identity is coded as a bare number")
  func coding() throws {
    let data = try JSONEncoder().encode([4])
    #expect(String(decoding: data, as: UTF8.self) == "[4]")
    #expect(try JSONDecoder().decode([RouteID].self, from: Data("[9]".utf8)) == [9])
  }
}
