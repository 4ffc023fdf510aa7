public import Architecture

// What a traced session tells its trace, and in what order.
extension LineSession {
  /// Where a traced session's events go, and how it writes its actions.
  @usableFromInline struct Tracer {
    /// An action as its JSON.
    @usableFromInline let encode: (App.Action) -> String
    /// Takes each event, in order.
    @usableFromInline let send: (TraceEvent) -> Void
  }

  /// Writes `text` and traces it as output.
  @inlinable
  func show(_ text: String) {
    if tracer != nil { record(.output(TraceJSON.uncoloured(text))) }
    emit(text)
  }

  /// Writes `text` and traces it as output.
  @inlinable
  func show(_ text: OutputText) {
    if tracer != nil { record(.output(TraceJSON.uncoloured(text.string))) }
    emit(text.bytes)
  }

  /// Traces `event`: at once, or after the line being handled, once its outcome is known.
  @usableFromInline
  func record(_ event: TraceEvent) {
    if lineEvents != nil {
      lineEvents?.append(event)
    } else {
      tracer?.send(event)
    }
  }

  /// Traces the line just handled with its outcome, then what it caused.
  @usableFromInline
  func traceLine(_ line: InputLine, refusal: String?) {
    guard let tracer, let events = lineEvents else { return }
    lineEvents = nil
    tracer.send(.input(line, refusal: refusal))
    events.forEach(tracer.send)
  }
}

extension LineSession where App.Action: Encodable {
  /// A session over `store`, writing through `write` (each piece ends with a newline) and,
  /// when `trace` is given, telling it every line with its outcome, every action as its JSON,
  /// every transition and everything written, and every answer of a client as it enters the
  /// app, when the store's dependencies were built with `clients` (see ``TraceEvent``).
  public convenience init(
    store: Store<App.State, App.Action>,
    palette: Palette = .plain,
    trace: ((TraceEvent) -> Void)?,
    clients: ClientRecorder? = nil,
    write: @escaping (String) -> Void
  ) {
    self.init(store: store, palette: palette, trace: trace, clients: clients, sink: .text(write))
  }

  /// A session as ``init(store:palette:trace:clients:write:)`` makes, writing into `output`:
  /// the line runtime's own, which takes each screen's bytes as they were built.
  public convenience init(
    store: Store<App.State, App.Action>,
    palette: Palette = .plain,
    trace: ((TraceEvent) -> Void)?,
    clients: ClientRecorder? = nil,
    output: OutputBuffer
  ) {
    self.init(store: store, palette: palette, trace: trace, clients: clients, sink: .output(output))
  }

  private convenience init(
    store: Store<App.State, App.Action>,
    palette: Palette,
    trace: ((TraceEvent) -> Void)?,
    clients: ClientRecorder?,
    sink: Sink
  ) {
    let tracer = trace.map { Tracer(encode: { TraceJSON.encode($0) }, send: $0) }
    self.init(store: store, palette: palette, tracer: tracer, sink: sink)
    if tracer != nil { clients?.trace = { [weak self] in self?.record($0) } }
  }
}
