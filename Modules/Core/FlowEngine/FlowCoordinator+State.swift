extension FlowCoordinator.State: Equatable {
  /// Equal when the flows have the same name and everything else is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.flow.name == rhs.flow.name && lhs.routes == rhs.routes && lhs.answers == rhs.answers
      && lhs.prefilled == rhs.prefilled && lhs.pending == rhs.pending
      && lhs.canLeave == rhs.canLeave
      && lhs.isFinished == rhs.isFinished
  }
}

extension FlowCoordinator.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case flow, routes, answers, prefilled, pending, canLeave, isFinished
  }

  /// Decodes the state, refusing one no command could reach
  /// (``FlowCoordinator/problem(with:)``); the flow is stored by name and must be one of
  /// ``FlowHost/declared``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .flow)
    guard let flow = Host.declared.first(where: { $0.name == name }) else {
      let names = Host.declared.map(\.name).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .flow, in: container,
        debugDescription: "there is no flow named '\(name)'; the flows are \(names)")
    }
    self.flow = flow
    routes = try container.decode(type(of: routes), forKey: .routes)
    for route in routes.routes {
      guard case .step(let id, let content) = route.screen else { continue }
      guard let step = flow.step(named: id), step.shows(content) else {
        let names = flow.steps.map(\.id).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .routes, in: container,
          debugDescription:
            "the route \(route.id) shows '\(id)', which is not a step of the flow '\(name)' "
            + "or not its screen; its steps are \(names)")
      }
    }
    answers = try container.decode(FlowAnswers<FlowScreenStep<Host>>.self, forKey: .answers)
    prefilled =
      try container.decodeIfPresent(FlowAnswers<FlowScreenStep<Host>>.self, forKey: .prefilled)
      ?? FlowAnswers()
    pending = try container.decodeIfPresent(
      FlowCoordinator.PendingChange.self, forKey: .pending)
    canLeave = try container.decode(Bool.self, forKey: .canLeave)
    isFinished = try container.decode(Bool.self, forKey: .isFinished)
    if let problem = FlowCoordinator.problem(with: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container, debugDescription: problem)
    }
  }

  /// Encodes the state, the flow by its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(flow.name, forKey: .flow)
    try container.encode(routes, forKey: .routes)
    try container.encode(answers, forKey: .answers)
    if prefilled != FlowAnswers() { try container.encode(prefilled, forKey: .prefilled) }
    try container.encodeIfPresent(pending, forKey: .pending)
    try container.encode(canLeave, forKey: .canLeave)
    try container.encode(isFinished, forKey: .isFinished)
  }
}
