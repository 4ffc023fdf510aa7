extension ItemsList.State {
  private enum CodingKeys: String, CodingKey { case items, page }

  /// Decodes a saved list, refusing one the list's own rules do not allow: more than
  /// ``ItemsList/capacity`` items, an id listed twice, a name empty or longer than
  /// ``ItemsList/longestName``, or a page past the list.
  ///
  /// Which items a host lists is the host's to check: any catalogue that keeps these rules
  /// loads. The items are counted before any is read, so a file of a million items is refused
  /// at once, in one line.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var list = try container.nestedUnkeyedContainer(forKey: .items)
    let tooMany = { (count: Int) in
      DecodingError.dataCorruptedError(
        forKey: .items, in: container,
        debugDescription: "the items list holds \(count) items; a list holds at most "
          + "\(ItemsList.capacity)")
    }
    if let count = list.count, count > ItemsList.capacity { throw tooMany(count) }
    var items: [ItemsList.Item] = []
    var ids = Set<Int>()
    while !list.isAtEnd {
      // A format that does not count ahead is stopped as soon as it passes the bound.
      guard items.count < ItemsList.capacity else { throw tooMany(items.count + 1) }
      let item = try list.decode(ItemsList.Item.self)
      if let problem = Self.problem(with: item, listedBefore: ids) {
        throw DecodingError.dataCorruptedError(
          forKey: .items, in: container, debugDescription: problem)
      }
      ids.insert(item.id)
      items.append(item)
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

  /// What makes `item` one the list cannot show, after the items with `ids`: a user could not
  /// tell two items of one id apart, nor read an item with no name or one of a screen's length.
  static func problem(with item: ItemsList.Item, listedBefore ids: Set<Int>) -> String? {
    if ids.contains(item.id) {
      return "the item \(item.id) is listed twice; list each id once"
    }
    if item.name.isEmpty {
      return "the item \(item.id) has no name; give every item a name"
    }
    // Counted only as far as the bound, so that a name of megabytes costs no more.
    if item.name.prefix(ItemsList.longestName + 1).count > ItemsList.longestName {
      return "the item \(item.id) has a name longer than \(ItemsList.longestName) characters; "
        + "shorten it"
    }
    return nil
  }
}
