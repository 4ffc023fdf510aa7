extension RouteStyle: CustomStringConvertible {
  /// A compact name: `push`, `sheet`, `cover` or `root`, with `+navigation` when the route
  /// embeds navigation (`sheet+navigation`). It is also the encoded form.
  public var description: String {
    let base: String
    switch self {
    case .root: base = "root"
    case .push: base = "push"
    case .sheet: base = "sheet"
    case .cover: base = "cover"
    }
    return embedsNavigation ? base + "+navigation" : base
  }

  /// Every style, in the order the encoded names are listed in error messages.
  static var all: [RouteStyle] {
    [
      .root(embedsNavigation: true), .root(embedsNavigation: false), .push,
      .sheet(embedsNavigation: false), .sheet(embedsNavigation: true),
      .cover(embedsNavigation: false), .cover(embedsNavigation: true),
    ]
  }

  /// The style a compact name stands for, or `nil` when the name is not one of them.
  public init?(name: String) {
    guard let style = Self.all.first(where: { $0.description == name }) else { return nil }
    self = style
  }
}

extension RouteStyle: Codable {
  /// Decodes the compact name, as in `"sheet+navigation"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let style = RouteStyle(name: name) else {
      let names = Self.all.map(\.description).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "'\(name)' is not a route style; use one of: \(names)"
      )
    }
    self = style
  }

  /// Encodes the compact name, as in `"sheet+navigation"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
