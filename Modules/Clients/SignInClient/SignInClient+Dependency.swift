public import Architecture

extension SignInClient: DependencyKey {
  /// Answers at once: what a test or a script reads unless the app sets the live client.
  public static var defaultValue: SignInClient { .immediate }
}

extension Dependencies {
  /// The client the sign-in screen asks, and a restored session is checked by.
  public var signIn: SignInClient {
    get { self[SignInClient.self] }
    set { self[SignInClient.self] = newValue }
  }
}
