public import Architecture

extension SignInClient: Client {
  /// This client, each sign-in passed through `wrapper` as the `signIn` call of `signIn`, the
  /// name its input; checking a session is no call to the outside world, so it is not passed.
  public func wrapped(by wrapper: any ClientWrapper) -> Self {
    Self(
      signIn: { name, password in
        try await wrapper.answer(client: "signIn", call: "signIn", input: name) {
          try await signIn(name, password)
        }
      }, accepts: accepts)
  }
}
