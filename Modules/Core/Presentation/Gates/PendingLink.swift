public import Navigation

/// Where a coordinator goes once its gate is passed: the link that reached a guarded screen,
/// and the route of the gate shown in its place, whose leaving drops it.
public struct PendingLink: Codable, Equatable, Sendable {
  /// The whole destination, as the coordinator's link.
  public var link: DeepLink
  /// The gate's route.
  public var gate: RouteID

  /// The destination `link`, waiting behind the gate on route `gate`.
  public init(link: DeepLink, gate: RouteID) {
    self.link = link
    self.gate = gate
  }
}
