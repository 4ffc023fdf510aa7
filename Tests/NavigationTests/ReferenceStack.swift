// Over 200 lines: the reference model of the whole route stack, written plainly so that the real
// one can be checked against it; one model, kept whole.

@testable import Navigation

/// The kind of a `TestScreen`, found with a plain `switch` so that the model does not lean on
/// the case paths it checks the stack against.
enum ScreenKind: CaseIterable {
  case home, list, detail, settings

  /// The kind of `screen`.
  init(of screen: TestScreen) {
    switch screen {
    case .home: self = .home
    case .list: self = .list
    case .detail: self = .detail
    case .settings: self = .settings
    }
  }
}

/// One operation with its arguments: what the property tests generate, run on a `RouteStack`
/// and on the model, and print when the two disagree.
enum Operation {
  case push(TestScreen)
  case pushContents([TestScreen])
  case presentSheet(TestScreen, embedsNavigation: Bool)
  case presentCover(TestScreen, embedsNavigation: Bool)
  case append(Route<TestScreen>)
  case appendContents([Route<TestScreen>])
  case goBack(Int)
  case pop(Int)
  case popToID(Int)
  case popToScreen(TestScreen)
  case popToKind(ScreenKind)
  case popToRoot
  case dismiss(Int)
  case dismissAll
  case replace([Route<TestScreen>])
  case replaceKeepingKind([Route<TestScreen>])
  case modifyScreen(Int, TestScreen)
}

/// What an operation gave back, comparable between the stack and the model.
enum Outcome: Equatable {
  /// The identities an adding operation returned.
  case ids([RouteID])
  /// An operation that returns nothing succeeded, or `modifyScreen` found its route.
  case done
  /// `modifyScreen` found no route.
  case missing
  /// The operation was refused. Reasons of `invalidRoutes` are prose, checked by the unit tests
  /// rather than re-typed here, so they compare equal whatever they say.
  case refused(NavigationError)

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.ids(let left), .ids(let right)): left == right
    case (.done, .done), (.missing, .missing): true
    case (.refused(.invalidRoutes), .refused(.invalidRoutes)): true
    case (.refused(let left), .refused(let right)): left == right
    default: false
    }
  }
}

extension Operation {
  /// Runs the operation on a real stack.
  func run(on stack: inout TestStack) -> Outcome {
    do throws(NavigationError) {
      switch self {
      case .push(let screen): return .ids([try stack.append(.push(screen))])
      case .pushContents(let screens):
        return .ids(try stack.append(contentsOf: screens.map(Route.push)))
      case .presentSheet(let screen, let embeds):
        return .ids([stack.presentSheet(screen, embedsNavigation: embeds)])
      case .presentCover(let screen, let embeds):
        return .ids([stack.presentCover(screen, embedsNavigation: embeds)])
      case .append(let route): return .ids([try stack.append(route)])
      case .appendContents(let routes): return .ids(try stack.append(contentsOf: routes))
      case .goBack(let count): try stack.checkedGoBack(count)
      case .pop(let count): try stack.checkedPop(count)
      case .popToID(let id): try stack.checkedPopTo(id: RouteID(id))
      case .popToScreen(let screen): try stack.checkedPopTo(where: { $0 == screen })
      case .popToKind(let kind): try kind.popTo(in: &stack)
      case .popToRoot: try stack.checkedPopTo(id: stack.root.id)
      case .dismiss(let count): try stack.checkedDismiss(count)
      case .dismissAll: stack.dismissAll()
      case .replace(let routes): try stack.replace(with: routes)
      case .replaceKeepingKind(let routes):
        try stack.replace(
          with: routes, keepingIdentityWhile: { ScreenKind(of: $0) == ScreenKind(of: $1) })
      case .modifyScreen(let id, let screen):
        return stack.modifyScreen(id: RouteID(id)) { $0 = screen } == nil ? .missing : .done
      }
      return .done
    } catch {
      return .refused(error)
    }
  }
}

extension ScreenKind {
  /// Whether `screen` is of this kind.
  func matches(_ screen: TestScreen) -> Bool {
    ScreenKind(of: screen) == self
  }

  /// Pops to this kind through its case path, so that the case-path overloads are exercised.
  fileprivate func popTo(in stack: inout TestStack) throws(NavigationError) {
    switch self {
    case .home: try stack.checkedPopTo(where: TestScreen.Cases.home.matches)
    case .list: try stack.checkedPopTo(where: TestScreen.Cases.list.matches)
    case .detail: try stack.checkedPopTo(where: TestScreen.Cases.detail.matches)
    case .settings: try stack.checkedPopTo(where: TestScreen.Cases.settings.matches)
    }
  }
}

/// A deliberately naive route stack: a plain array, every rule written out from the
/// documentation, no lookup tables. The property test holds `RouteStack` to it step by step.
struct ReferenceStack {
  private(set) var routes: [IdentifiedRoute<TestScreen>] = []
  private(set) var nextID = 0

  init(root: TestScreen, embedsNavigation: Bool) {
    _ = add(.root(root, embedsNavigation: embedsNavigation))
  }

  private var layerStarts: [Int] { routes.indices.filter { routes[$0].style != .push } }
  private var currentStart: Int { layerStarts.last ?? 0 }

  private static func hasNavigation(_ style: RouteStyle) -> Bool {
    [.root(embedsNavigation: true), .sheet(embedsNavigation: true), .cover(embedsNavigation: true)]
      .contains(style)
  }

  private mutating func add(_ route: Route<TestScreen>) -> RouteID {
    let id = RouteID(nextID)
    nextID += 1
    routes.append(IdentifiedRoute(id: id, style: route.style, screen: route.screen))
    return id
  }

  private mutating func keep(_ count: Int) {
    routes = Array(routes.prefix(count))
  }

  /// The error appending `newRoutes` meets, walking them as they would land.
  private func appendingError(_ newRoutes: [Route<TestScreen>]) -> NavigationError? {
    var layer = routes[currentStart].style
    for route in newRoutes {
      if case .root = route.style { return .invalidRoutes("") }
      if route.style != .push {
        layer = route.style
      } else if !Self.hasNavigation(layer) {
        return .noNavigationToPushOnto(top: layer)
      }
    }
    return nil
  }

  private mutating func append(_ newRoutes: [Route<TestScreen>]) -> Outcome {
    if let error = appendingError(newRoutes) { return .refused(error) }
    return .ids(newRoutes.map { add($0) })
  }

  private func firstPosition(of id: Int) -> Int? {
    routes.firstIndex { $0.id.rawValue == id }
  }

  /// Runs an operation on the model.
  mutating func perform(_ operation: Operation) -> Outcome {
    switch operation {
    case .push(let screen): return append([.push(screen)])
    case .pushContents(let screens): return append(screens.map { .push($0) })
    case .presentSheet(let screen, let embeds):
      return append([.sheet(screen, embedsNavigation: embeds)])
    case .presentCover(let screen, let embeds):
      return append([.cover(screen, embedsNavigation: embeds)])
    case .append(let route): return append([route])
    case .appendContents(let newRoutes): return append(newRoutes)
    case .goBack(let count):
      if count < 0 { return .refused(.negativeCount(count)) }
      if count >= routes.count {
        return .refused(.cannotGoBackPastRoot(requested: count, available: routes.count - 1))
      }
      keep(routes.count - count)
    case .pop(let count): return pop(count)
    case .popToID(let id): return popTo(id: id)
    case .popToScreen(let screen): return popTo { $0 == screen }
    case .popToKind(let kind): return popTo(kind.matches)
    case .popToRoot:
      if layerStarts.count > 1 { return .refused(.routeOutsideCurrentNavigation(routes[0].id)) }
      keep(1)
    case .dismiss(let count): return dismiss(count)
    case .dismissAll: if layerStarts.count > 1 { keep(layerStarts[1]) }
    case .replace(let newRoutes): return replace(newRoutes, keepingWhile: ==)
    case .replaceKeepingKind(let newRoutes):
      return replace(newRoutes) { ScreenKind(of: $0) == ScreenKind(of: $1) }
    case .modifyScreen(let id, let screen):
      guard let position = firstPosition(of: id) else { return .missing }
      routes[position].screen = screen
    }
    return .done
  }

  private mutating func pop(_ count: Int) -> Outcome {
    if count < 0 { return .refused(.negativeCount(count)) }
    let pushes = routes.count - 1 - currentStart
    if count > pushes { return .refused(.notEnoughPushes(requested: count, available: pushes)) }
    keep(routes.count - count)
    return .done
  }

  private mutating func popTo(id: Int) -> Outcome {
    guard let position = firstPosition(of: id) else { return .refused(.unknownRoute(RouteID(id))) }
    if position < currentStart { return .refused(.routeOutsideCurrentNavigation(RouteID(id))) }
    keep(position + 1)
    return .done
  }

  private mutating func popTo(_ matches: (TestScreen) -> Bool) -> Outcome {
    let inCurrent = routes.indices.filter { $0 >= currentStart && matches(routes[$0].screen) }
    guard let position = inCurrent.last else { return .refused(.noMatchingRoute) }
    keep(position + 1)
    return .done
  }

  private mutating func dismiss(_ count: Int) -> Outcome {
    if count < 0 { return .refused(.negativeCount(count)) }
    let presented = layerStarts.count - 1
    if count > presented {
      return .refused(.notEnoughPresentations(requested: count, available: presented))
    }
    if count > 0 { keep(layerStarts[layerStarts.count - count]) }
    return .done
  }

  private static func isValidStack(_ newRoutes: [Route<TestScreen>]) -> Bool {
    guard let first = newRoutes.first, case .root = first.style else { return false }
    var layer = first.style
    for route in newRoutes.dropFirst() {
      if case .root = route.style { return false }
      if route.style != .push {
        layer = route.style
      } else if !hasNavigation(layer) {
        return false
      }
    }
    return true
  }

  private mutating func replace(
    _ newRoutes: [Route<TestScreen>],
    keepingWhile isSame: (TestScreen, TestScreen) -> Bool
  ) -> Outcome {
    guard Self.isValidStack(newRoutes) else { return .refused(.invalidRoutes("")) }
    var kept = 0
    while kept < min(routes.count, newRoutes.count), routes[kept].style == newRoutes[kept].style,
      isSame(routes[kept].screen, newRoutes[kept].screen)
    {
      kept += 1
    }
    let old = routes
    routes = (0..<kept).map {
      IdentifiedRoute(id: old[$0].id, style: old[$0].style, screen: newRoutes[$0].screen)
    }
    for route in newRoutes[kept...] { _ = add(route) }
    return .done
  }
}
