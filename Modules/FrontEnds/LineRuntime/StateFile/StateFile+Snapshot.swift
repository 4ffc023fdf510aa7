import Foundation
import Presentation

// A snapshot as the state's link when it can be one: a coordinator's stack is written as its
// link, a few bytes a route, and only the screens their segment does not give back whole
// (`LinkedRoutes`). A load reads it by opening the link, the check it runs on any state; a
// 10,000-route state takes tens of kilobytes instead of a megabyte. A state whose links cannot
// say it (a coordinator that writes its links itself, a route no link writes) is written whole.
extension StateFile {
  /// The envelope around a state written whole.
  struct Envelope<State: Encodable>: Encodable {
    var format: String
    var app: String
    var version: Int
    var state: State
  }

  /// The envelope around a state written as its link.
  struct LinkedEnvelope<Screen: Codable>: Encodable {
    var format: String
    var app: String
    var version: Int
    var linked: LinkedRoutes<Screen>
  }

  /// The snapshot of `state`, without its newline: its link when it has one, otherwise whole.
  func snapshot<State: Encodable>(of state: State) throws -> Data {
    let encoder = JSONEncoder()
    // A link's slashes are written as they read, not escaped.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let linkable = state as? any LinkableState, let data = try linked(linkable, encoder) {
      return data
    }
    return try encoder.encode(
      Envelope(format: Self.format, app: app, version: Self.version, state: state))
  }

  /// The snapshot of `state` as its link, or `nil` when its links cannot say it.
  private func linked<Linkable: LinkableState>(
    _ state: Linkable, _ encoder: JSONEncoder
  ) throws -> Data? {
    guard let linked = state.linkedRoutes else { return nil }
    return try encoder.encode(
      LinkedEnvelope(format: Self.format, app: app, version: Self.version, linked: linked))
  }
}

extension StateFile.Reading {
  /// Refuses a state saved as its link where no build writes one: below version 4, or beside
  /// the state saved whole, which could not both be the file's.
  static func checkLinked(in container: KeyedDecodingContainer<Key>, version: Int) throws {
    if version < 4 {
      throw DecodingError.dataCorruptedError(
        forKey: .linked, in: container,
        debugDescription: "'linked' is written by version 4 and later, but the file says "
          + "version \(version); give 'version':4, or the state whole in 'state'")
    }
    if container.contains(.state) {
      throw DecodingError.dataCorruptedError(
        forKey: .linked, in: container,
        debugDescription: "the file holds both 'state' and 'linked'; keep one of them")
    }
  }

  /// The state a snapshot saves as its link, checked as a decoded state is, and what the check
  /// rebuilt (a `CheckedLinks` of the state's screens), for the journal's next check.
  /// - Throws: `DecodingError` when the app's state is not one a link saves, or when the link
  ///   does not read, or what it makes is refused.
  static func linkedState(
    in container: KeyedDecodingContainer<Key>
  ) throws -> (state: State, checked: Any?) {
    guard let linkable = State.self as? any LinkableState.Type,
      case let (state, checked) = try read(linkable, in: container),
      let state = state as? State
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .linked, in: container,
        debugDescription: "this app's state is not saved as a link; save it with this app")
    }
    return (state, checked)
  }

  private static func read<Linkable: LinkableState>(
    _ type: Linkable.Type, in container: KeyedDecodingContainer<Key>
  ) throws -> (state: Any, checked: Any?) {
    let linked = try container.decode(LinkedRoutes<Linkable.Screen>.self, forKey: .linked)
    var checked: CheckedLinks<Linkable.Screen>?
    do throws(Refusal) {
      let state = try Linkable(linkedRoutes: linked, checked: &checked)
      return (state, checked)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .linked, in: container, debugDescription: error.message)
    }
  }
}
