public import EnumPaths

extension RouteStack {
  /// Pops the top `count` pushes of the current navigation, never crossing a presentation.
  ///
  /// More than ``pushCountInCurrentNavigation``, or a negative count, stops a debug build; a
  /// release build pops nothing.
  public mutating func pop(_ count: Int = 1, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedPop(count) } catch { misuse(error, file: file, line: line) }
  }

  /// Pops until the route with this identity, in the current navigation, is on top. Elsewhere,
  /// a debug build stops and a release build pops nothing.
  public mutating func popTo(id: RouteID, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedPopTo(id: id) } catch { misuse(error, file: file, line: line) }
  }

  /// Pops until the current navigation's topmost screen matching `predicate` is on top. With
  /// no match, a debug build stops and a release build pops nothing.
  public mutating func popTo(
    where predicate: (Screen) -> Bool, file: StaticString = #fileID, line: UInt = #line
  ) {
    do { try checkedPopTo(where: predicate) } catch { misuse(error, file: file, line: line) }
  }

  /// ``popTo(where:file:line:)`` for the topmost screen of this case.
  public mutating func popTo<Value>(
    _ screenCase: CasePath<Screen, Value>, file: StaticString = #fileID, line: UInt = #line
  ) {
    popTo(where: screenCase.matches, file: file, line: line)
  }

  /// Pops every push above the root. A debug build stops if anything is presented: call
  /// ``dismissAll()`` first, to say that presentations close too.
  public mutating func popToRoot(file: StaticString = #fileID, line: UInt = #line) {
    popTo(id: root.id, file: file, line: line)
  }

  /// ``pop(_:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/negativeCount(_:)``;
  ///   ``NavigationError/notEnoughPushes(requested:available:)``.
  mutating func checkedPop(_ count: Int) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    let available = pushCountInCurrentNavigation
    guard count <= available else {
      throw .notEnoughPushes(requested: count, available: available)
    }
    truncate(toCount: routes.count - count)
  }

  /// ``popTo(id:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/unknownRoute(_:)``;
  ///   ``NavigationError/routeOutsideCurrentNavigation(_:)`` when reaching it means a dismiss.
  mutating func checkedPopTo(id: RouteID) throws(NavigationError) {
    guard let position = position(of: id) else { throw .unknownRoute(id) }
    guard position >= currentLayerStart else { throw .routeOutsideCurrentNavigation(id) }
    truncate(toCount: position + 1)
  }

  /// ``popTo(where:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/noMatchingRoute`` when no screen there matches.
  mutating func checkedPopTo(where predicate: (Screen) -> Bool) throws(NavigationError) {
    let current = routes[currentLayerStart...]
    guard let position = current.lastIndex(where: { predicate($0.screen) }) else {
      throw .noMatchingRoute
    }
    truncate(toCount: position + 1)
  }
}
