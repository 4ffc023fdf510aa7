public import Navigation
public import ShownText

/// How a ``ScreenCase`` writes its screen in a link: one declaration both prints a route as a
/// segment and reads it back, so what `where` prints `open` always reads.
public struct ScreenLink<Screen, State>: Sendable {
  // One reference, as a link is copied for every route written or read.
  @usableFromInline let parts: Parts

  @usableFromInline
  final class Parts: Sendable {
    @usableFromInline let print: @Sendable (State, RouteStyle) -> DeepLink.Segment?
    @usableFromInline let parse: Parse
    @usableFromInline let usage: [String]
    @usableFromInline let longest: Int
    @usableFromInline let end: @Sendable (State) -> String?
    @usableFromInline let samePlace: @Sendable (State, State) -> Bool
    @usableFromInline let words: [String]

    @usableFromInline
    init(
      print: @escaping @Sendable (State, RouteStyle) -> DeepLink.Segment?,
      parse: @escaping Parse, usage: [String], longest: Int,
      end: @escaping @Sendable (State) -> String?,
      samePlace: @escaping @Sendable (State, State) -> Bool,
      words: [String]
    ) {
      self.words = words
      self.print = print
      self.parse = parse
      self.usage = usage
      self.longest = longest
      self.end = end
      self.samePlace = samePlace
    }
  }

  /// The route's segment, or `nil` for a screen that is only ever the root.
  @inlinable public var print: @Sendable (State, RouteStyle) -> DeepLink.Segment? { parts.print }
  @inlinable var parse: Parse { parts.parse }
  /// Each form of the segment, for the message that lists what a segment may be.
  @inlinable public var usage: [String] { parts.usage }
  /// The most bytes the segment takes.
  @inlinable public var longest: Int { parts.longest }
  /// Why nothing may follow a route of this screen, or `nil` when something may.
  @inlinable public var end: @Sendable (State) -> String? { parts.end }
  /// Whether two states of the screen are the same place, whatever else they hold.
  @inlinable var samePlace: @Sendable (State, State) -> Bool { parts.samePlace }
  /// The fixed names the segment is read by, which no other screen may share.
  @inlinable var words: [String] { parts.words }

  /// Reads a segment above `previous`: `nil` if not this screen's; throws if it cannot be there.
  @usableFromInline typealias Parse =
    @Sendable (DeepLink.Segment, _ previous: Screen) throws(Refusal) -> (State, RouteStyle)?

  @usableFromInline
  init(
    print: @escaping @Sendable (State, RouteStyle) -> DeepLink.Segment?,
    parse: @escaping Parse,
    usage: [String],
    longest: Int,
    end: @escaping @Sendable (State) -> String?,
    samePlace: @escaping @Sendable (State, State) -> Bool,
    words: [String] = []
  ) {
    parts = Parts(
      print: print, parse: parse, usage: usage, longest: longest, end: end,
      samePlace: samePlace, words: words)
  }

  /// The screen at the root of the stack, which has no segment.
  public static var root: Self {
    Self(
      print: { _, _ in nil }, parse: { _, _ in nil }, usage: [], longest: 0, end: { _ in nil },
      samePlace: { _, _ in true })
  }

  /// A screen for a number: pushed as `/3`, or presented in `style` as `name=3` above a screen
  /// `holds` accepts. A number is read only as printed, so `/007` is no place.
  @inlinable
  public static func number(
    _ number: @escaping @Sendable (State) -> Int,
    _ make: @escaping @Sendable (Int) -> State,
    in range: ClosedRange<Int>,
    presentedAs name: String? = nil,
    _ style: RouteStyle = .sheet(embedsNavigation: true),
    above place: String = "any screen",
    where holds: @escaping @Sendable (Screen) -> Bool = { _ in true }
  ) -> Self {
    let bounds = "from \(range.lowerBound) to \(range.upperBound)"
    let digits = max(String(range.lowerBound).utf8.count, String(range.upperBound).utf8.count)
    return Self(
      print: { state, routeStyle in
        let text = String(number(state))
        return routeStyle.isPresentation ? .init(name ?? "", value: text) : .init(text)
      },
      parse: { segment, previous throws(Refusal) in
        if let name, segment.name == name {
          guard let value = segment.value, let number = Int(printed: value), range.contains(number)
          else { throw Refusal("'\(name)' needs a number \(bounds), as in '\(name)=3'") }
          guard holds(previous) else {
            throw Refusal(
              "'\(name)=\(number)' cannot come here: it is presented only above \(place)")
          }
          return (make(number), style)
        }
        guard segment.value == nil, let number = Int(printed: segment.name) else { return nil }
        guard range.contains(number) else {
          throw Refusal("\(number) is out of range; use a number \(bounds)")
        }
        return (make(number), .push)
      },
      usage: ["a number written plainly, as in '3'"]
        + (name.map { ["'\($0)=N', as in '\($0)=3'"] } ?? []),
      longest: max(digits, name.map { $0.utf8.count + 1 + digits } ?? 0),
      end: { _ in nil }, samePlace: { number($0) == number($1) }, words: name.map { [$0] } ?? [])
  }

  /// A screen pushed as a word, as `/12/divisors`, that `make` builds from the screen below
  /// where `follows` says it can. The word carries nothing, so a restored route is the same
  /// place only if its state equals what `make` makes; a child coordinator passes
  /// `samePlaceLoosely` to compare only where it starts, as it checks the rest itself.
  public static func word(
    _ word: String, follows: String,
    samePlaceLoosely: (@Sendable (State, State) -> Bool)? = nil,
    _ make: @escaping @Sendable (Screen) -> State?
  ) -> Self where State: Equatable & Sendable {
    Self(
      print: { _, _ in .init(word) },
      parse: { segment, previous throws(Refusal) in
        guard segment.name == word else { return nil }
        guard segment.value == nil, let state = make(previous) else {
          throw Refusal("'\(word)' takes no value and follows \(follows)")
        }
        return (state, .push)
      },
      usage: ["'\(word)' after \(follows)"],
      longest: word.utf8.count,
      end: { _ in nil }, samePlace: samePlaceLoosely ?? (==), words: [word])
  }

  /// A screen written by rules of its own, such as an id only the screen below knows.
  /// `parse` returns `nil` for another screen's segment and throws for one that cannot be
  /// there. `words` are the segments' fixed names, so two screens cannot share one; `longest`
  /// bounds what `print` writes. `samePlaceLoosely` leaves what it does not compare to the
  /// screen's own check or ``Coordinator/refusal(restoring:)``.
  public static func segment(
    usage: String,
    words: [String],
    longest: Int,
    print: @escaping @Sendable (State) -> DeepLink.Segment,
    parse:
      @escaping @Sendable (DeepLink.Segment, _ previous: Screen) throws(Refusal) -> (
        State, RouteStyle
      )?,
    samePlaceLoosely: (@Sendable (State, State) -> Bool)? = nil
  ) -> Self where State: Equatable & Sendable {
    Self(
      print: { state, _ in print(state) }, parse: parse, usage: [usage], longest: longest,
      end: { _ in nil }, samePlace: samePlaceLoosely ?? (==), words: words)
  }

  /// This link, and nothing after a route whose state `reason` gives a reason for.
  public func ending(when reason: @escaping @Sendable (State) -> String?) -> Self {
    Self(
      print: print, parse: parse, usage: usage, longest: longest, end: reason,
      samePlace: samePlace, words: words)
  }
}

extension ScreenLink {
  /// The same link over the coordinator's screens, through the screen's case.
  @inlinable func over(
    _ embed: @escaping @Sendable (State) -> Screen,
    _ extract: @escaping @Sendable (Screen) -> State?
  ) -> ScreenLink<Screen, Screen> {
    let (print, parse, end, samePlace) = (print, parse, end, samePlace)
    return ScreenLink<Screen, Screen>(
      print: { screen, style in extract(screen).flatMap { print($0, style) } },
      parse: { segment, previous throws(Refusal) in
        try parse(segment, previous).map { (embed($0.0), $0.1) }
      },
      usage: usage, longest: longest,
      end: { screen in extract(screen).flatMap(end) },
      samePlace: { lhs, rhs in
        guard let lhs = extract(lhs), let rhs = extract(rhs) else { return false }
        return samePlace(lhs, rhs)
      }, words: words)
  }
}
