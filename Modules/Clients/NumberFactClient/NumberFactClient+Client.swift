public import Architecture

extension NumberFactClient: Client {
  /// This client, each fact passed through `wrapper` as the `fact` call of `numberFact`, its
  /// number the input.
  public func wrapped(by wrapper: any ClientWrapper) -> Self {
    Self { number in
      try await wrapper.answer(client: "numberFact", call: "fact", input: number) {
        try await fact(number)
      }
    }
  }
}
