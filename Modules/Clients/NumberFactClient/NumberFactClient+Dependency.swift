public import Architecture

extension NumberFactClient: DependencyKey {
  /// Answers at once: what a test or a script reads unless the app sets the live client.
  public static var defaultValue: NumberFactClient { .immediate }
}

extension Dependencies {
  /// The facts the number detail asks for.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
