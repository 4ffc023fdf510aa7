public import Architecture

extension NumberFactClient: Client {
  /// This client, each fact passed through `wrapper` as the `fact` call of `numberFact`.
  public func wrapped(by wrapper: any ClientWrapper) -> Self {
    Self { number in
      try await wrapper.answer(client: "numberFact", call: "fact") { try await fact(number) }
    }
  }
}
