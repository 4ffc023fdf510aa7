import Foundation
import Navigation
import Presentation
import ScreenRuntime
import Testing

@Suite("ScreenLayout")
struct ScreenLayoutTests {
  static let scene = Scene(
    NavigationNode(
      name: "stack",
      content: .stack([RouteNode(id: RouteID(0), style: .root(embedsNavigation: true), title: "A")])
    ))

  @Test("a page's bar, lines and keys, in ASCII where the locale is not UTF-8")
  func ascii() throws {
    let page = Page(
      title: "Numbers", backTitle: "Start", link: "/numbers", lines: ["one", "two"],
      entries: [.init(key: "s", name: "select"), .init(key: "d", name: "done", isAvailable: false)])
    let frame = ScreenLayout.frame(
      page, scene: Self.scene, extras: ScreenLayout.Extras<Int>(), width: 40, height: 12,
      glyphs: .ascii)
    #expect(frame.text(ofRow: 0).hasPrefix(" < Start"))
    #expect(frame.text(ofRow: 0).hasSuffix("/numbers "))
    #expect(frame.text(ofRow: 10).hasPrefix(" [s] select  [d] done"))
    #expect(frame[10, 13].style.contains(.dim))
    #expect(frame.text(ofRow: 11).hasPrefix(" <- back"))
  }

  @Test("lines that do not fit end with how many more there are")
  func overflow() {
    let page = Page(title: "Long", lines: (1...30).map { "line \($0)" })
    let frame = ScreenLayout.frame(
      page, scene: Self.scene, extras: ScreenLayout.Extras<Int>(), width: 40, height: 12,
      glyphs: .unicode)
    #expect((0..<12).contains { frame.text(ofRow: $0).contains("… 23 more lines") })
  }

  @Test("a message for the last key is shown above the hints, as a refusal")
  func message() {
    let frame = ScreenLayout.frame(
      Page(title: "A"), scene: Self.scene, extras: ScreenLayout.Extras<Int>(message: "no"),
      width: 40, height: 12, glyphs: .unicode)
    #expect(frame.text(ofRow: 10).hasPrefix(" no ") && frame[10, 1].style.contains(.alert))
  }

  /// Every row of `frame`, trimmed, as one text.
  static func text(of frame: Frame) -> String {
    (0..<frame.height).map { frame.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }
      .joined(separator: "\n")
  }

  @Test("a message wider than the window wraps above the hints, shown whole")
  func wrappedMessage() {
    let message =
      "the sheet 'Number 5' covers the tabs; press ← to close it first, or / to go anywhere "
      + "at once"
    let frame = ScreenLayout.frame(
      Page(title: "A"), scene: Self.scene, extras: ScreenLayout.Extras<Int>(message: message),
      width: 40, height: 12, glyphs: .unicode)
    let text = Self.text(of: frame)
    #expect(!text.contains("…"))
    #expect(text.contains("press ← to close it first, or / to go"))
    #expect(text.contains("anywhere at once"))
  }

  @Test("a link wider than the bar's room is shown whole with the message")
  func longLink() {
    let link = "/items/75/numbers/150/300/600/1200/2400/4800/9600"
    let frame = ScreenLayout.frame(
      Page(title: "Number 9600", backTitle: "Number 4800", link: link), scene: Self.scene,
      extras: ScreenLayout.Extras<Int>(), width: 40, height: 12, glyphs: .unicode)
    let text = Self.text(of: frame)
    #expect(!frame.text(ofRow: 0).contains("/items"))
    #expect(text.replacingOccurrences(of: "\n", with: "").contains("link: " + link))
  }

  @Test("a content line wider than the page wraps, its rows after the first indented")
  func wrappedLine() {
    let divisors = (1...40).map(String.init).joined(separator: " ")
    let frame = ScreenLayout.frame(
      Page(title: "Divisors", lines: ["divisors: " + divisors]), scene: Self.scene,
      extras: ScreenLayout.Extras<Int>(), width: 40, height: 16, glyphs: .unicode)
    let text = Self.text(of: frame)
    #expect(text.contains("divisors: 1 2 3"))
    #expect(text.contains("40"))
    #expect(!text.contains("…"))
  }

  @Test("under a sheet the tab bar is dimmed with the parent, and Tab is not offered")
  func tabsUnderASheet() {
    let stack = NavigationNode(
      name: "stack",
      content: .stack([
        RouteNode(id: RouteID(0), style: .root(embedsNavigation: true), title: "A"),
        RouteNode(id: RouteID(1), style: .sheet(embedsNavigation: true), title: "B"),
      ]))
    let scene = Scene(
      .tabs(
        name: "tabs", [TabNode(name: "one", node: stack), TabNode(name: "two", node: stack)],
        selected: 0))
    let frame = ScreenLayout.frame(
      Page(title: "B"), scene: scene, extras: ScreenLayout.Extras<Int>(), width: 40, height: 12,
      glyphs: .unicode)
    #expect(frame.text(ofRow: 10).contains("one"))
    #expect((0..<40).allSatisfy { !frame[10, $0].style.contains(.bold) })
    #expect(!frame.text(ofRow: 11).contains("Tab"))
  }
}
