extension ItemsList.State {
  private enum CodingKeys: String, CodingKey { case items, page }

  /// Decodes a saved list, refusing one no command makes: the items are the app's
  /// ``ItemsList/catalogue`` and the page is one of its pages.
  ///
  /// The items are counted before any is read, so a file of a million items is refused at
  /// once, in one line, rather than decoded and compared.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let catalogue = ItemsList.catalogue
    let rule = "the app lists ids 1 to \(catalogue.count) in order, once each, named 'Item N'"
    var list = try container.nestedUnkeyedContainer(forKey: .items)
    if let count = list.count, count != catalogue.count {
      throw DecodingError.dataCorruptedError(
        forKey: .items, in: container,
        debugDescription: "the items list holds \(count) items; \(rule)")
    }
    var items: [ItemsList.Item] = []
    while !list.isAtEnd, items.count < catalogue.count {
      items.append(try list.decode(ItemsList.Item.self))
    }
    for (position, (item, expected)) in zip(items, catalogue).enumerated() where item != expected {
      let problem =
        item.id != expected.id
        ? "the item at position \(position) has the id \(item.id), where the app lists "
          + "\(expected.id); \(rule)"
        : "the item \(item.id) is renamed; name it '\(expected.name)', as the app does"
      throw DecodingError.dataCorruptedError(
        forKey: .items, in: container, debugDescription: problem)
    }
    guard items.count == catalogue.count, list.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        forKey: .items, in: container,
        debugDescription: "the items list does not hold the app's \(catalogue.count) items; \(rule)"
      )
    }
    self.init(items: items)
    let page = try container.decode(Int.self, forKey: .page)
    guard (0...lastPage).contains(page) else {
      throw DecodingError.dataCorruptedError(
        forKey: .page, in: container,
        debugDescription: "the page is \(page); the list's pages are 0 to \(lastPage)")
    }
    self.page = page
  }

  /// Encodes the items and the page.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(items, forKey: .items)
    try container.encode(page, forKey: .page)
  }
}
