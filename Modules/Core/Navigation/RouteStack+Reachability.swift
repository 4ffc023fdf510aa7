extension RouteStack {
  /// What makes this stack differ from `expected`, the routes, root first, that the commands
  /// would build for the same place; `nil` when they agree route by route in style and in
  /// `samePlace`, whatever else the screens hold. `title` names a screen in the message.
  ///
  /// A coordinator checks a decoded state by rebuilding its stack from the state's own link:
  /// a stack no command could reach has no link that rebuilds it. The message names the first
  /// differing route by identity and position, so that the state file can be fixed.
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
