public import Architecture
public import Navigation

// A coordinator's gate kept after every action, and checked in a restored state.
extension Coordinator {
  /// No gate, unless the coordinator declares one.
  public static var gate: Gate<Self>? { nil }

  /// Keeps the gate after `action`: a guarded screen shown while the gate is closed gives way
  /// to the gate, its way kept pending; a gate passed opens the pending link; a gate left
  /// drops it. A link whose rest a child on top reads waits for that child's action, so the
  /// link pending is the whole of it.
  @inlinable
  static func keepGate(
    _ gate: Gate<Self>, in state: inout State, after action: Action
  ) -> Effect<Action> {
    if case .linkOpened(_, let child)? = action.routes, child != nil { return .none }
    if gate.isOpen(state) {
      guard let pending = state.pending else { return .none }
      state.pending = nil
      do throws(Refusal) {
        guard case .linkOpened(let routes, let child)? = try open(pending.link, in: state).routes
        else { return .none }
        return .merge(
          follow(routes, child: child, in: &state), cancelWork(of: pending.gate...pending.gate))
      } catch {
        return .report(
          "the link \(pending.link) waiting at the gate does not open: \(error.message)")
      }
    }
    let routes = state.routes.routes
    if let guarded = routes.indices.dropFirst().first(where: { gate.guards(routes[$0].screen) }) {
      // A new way past the gate replaces the one pending.
      state.pending = nil
      let link = link(of: state)
      state.routes.goBack(routes.count - guarded)
      let removed = cancelWork(of: routes[guarded].id...routes[routes.count - 1].id)
      do {
        let id = try state.routes.append(gate.gate(state))
        state.pending = PendingLink(link: link, gate: id)
      } catch {
        return .merge(
          removed, .report("the gate could not be shown where '\(link)' leads: \(error)"))
      }
      return removed
    } else if let pending = state.pending, state.routes.position(of: pending.gate) == nil {
      state.pending = nil
    }
    return .none
  }

  /// Cancels the work of the routes `ids` names, which the gate took away after the skeleton
  /// settled the routes that left: they leave as any route does.
  @inlinable
  static func cancelWork(of ids: ClosedRange<RouteID>) -> Effect<Action> {
    Effect(
      operations: [
        .cancel(
          Cancellation(path: [], target: .routes(ids.lowerBound.rawValue...ids.upperBound.rawValue))
        )
      ])
  }

  /// What a restored state's gate refuses, or `nil`: a guarded screen shown while the gate is
  /// closed, and a pending link with its gate open, without its gate on top, or leading where
  /// no gate waits. A coordinator that writes its links itself, and keeps its own pending link
  /// (the app behind its welcome flow), checks it in ``refusal(restoring:)``.
  @inlinable
  static func gateProblem(with state: State) -> String? {
    guard let gate else {
      guard state.pending == nil || !offersLinks else {
        return "\(name) has no gate, so no link can be pending; remove 'pending'"
      }
      return nil
    }
    let open = gate.isOpen(state)
    if !open, let route = state.routes.routes.dropFirst().first(where: { gate.guards($0.screen) }) {
      return "route \(route.id) shows '\(title(of: route.screen))', which waits behind a gate "
        + "that is closed in this state"
    }
    guard let pending = state.pending else { return nil }
    guard !open else { return "the link \(pending.link) is pending behind a gate already open" }
    guard state.routes.count > 1, state.routes.top.id == pending.gate else {
      return "the link \(pending.link) is pending, but the gate's route \(pending.gate) is not "
        + "on top"
    }
    do throws(Refusal) {
      let (routes, _) = try destination(of: pending.link, root: state.routes.root.screen)
      guard
        let guarded = routes.indices.dropFirst().first(where: { gate.guards(routes[$0].screen) })
      else { return "the pending link \(pending.link) reaches no screen behind the gate" }
      let below = Array(state.routes.routes.dropLast())
      guard below.count == guarded,
        zip(below, routes).allSatisfy({ $0.style == $1.style && isSamePlace($0.screen, $1.screen) })
      else {
        return "the routes under the gate are not the pending link \(pending.link)'s"
      }
      // The whole link, a child's part included, must open where the gate will open it.
      var passed = state
      passed.pending = nil
      passed.routes.goBack()
      _ = try Self.open(pending.link, in: passed)
    } catch {
      return "the pending link \(pending.link) leads nowhere: \(error.message)"
    }
    return nil
  }

  /// The title of the screen a pending link leads to, as a front end names it ("then:
  /// Profile"); `nil` when nothing is pending.
  @inlinable
  public static func pendingTitle(of state: State) -> String? {
    guard let pending = state.pending,
      let routes = try? routes(for: pending.link, root: state.routes.root.screen),
      let last = routes.last
    else { return nil }
    return title(of: last.screen)
  }
}
