extension RouteStack {
  /// What makes this stack differ from `expected`, the stack the commands would build for the
  /// same place, or `nil` when they agree route by route in style and place.
  ///
  /// A coordinator checks a decoded state by rebuilding its stack from the state's own link
  /// (the same rules a user's link is held to) and comparing: a stack no command could reach
  /// has no link that rebuilds it. The message names the first route that differs by its
  /// identity and position, so that the state file can be found and fixed.
  ///
  /// - Parameters:
  ///   - expected: the routes the commands would build, root first.
  ///   - samePlace: whether two screens are the same place, whatever else they hold.
  ///   - title: how a screen is named in the message.
  public func reachabilityProblem(
    expected: [Route<Screen>], samePlace: (Screen, Screen) -> Bool, title: (Screen) -> String
  ) -> String? {
    for position in 0..<Swift.max(count, expected.count) {
      let found = position < count ? routes[position] : nil
      let wanted = position < expected.count ? expected[position] : nil
      switch (found, wanted) {
      case (let found?, let wanted?):
        if found.style == wanted.style && samePlace(found.screen, wanted.screen) { continue }
        return "route \(found.id) at position \(position) is a \(found.style) of "
          + "'\(title(found.screen))' where the commands put a \(wanted.style) of "
          + "'\(title(wanted.screen))'"
      case (let found?, nil):
        return "route \(found.id) at position \(position), a \(found.style) of "
          + "'\(title(found.screen))', is above the last route the commands could put there"
      case (nil, let wanted?):
        return "the stack ends at position \(position), where the commands put a "
          + "\(wanted.style) of '\(title(wanted.screen))'"
      case (nil, nil):
        return nil
      }
    }
    return nil
  }
}
