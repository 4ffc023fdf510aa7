/// A dependency that asks the outside world, and passes each of its calls through the
/// ``ClientWrapper`` of the app's ``Dependencies``, when they have one.
///
/// A client says once how its calls pass through a wrapper, and features go on calling it as
/// before (`try await factClient.fact(3)`): whoever builds the dependencies can then see every
/// answer the outside world gives, or answer in its place, for every client alike and without
/// a feature knowing. A call's input and answer are data (`Codable`), so that an answer can be
/// kept and given again, to the call that asked it:
///
/// ```swift
/// extension NumberFactClient: Client {
///   public func wrapped(by wrapper: any ClientWrapper) -> Self {
///     Self { number in
///       try await wrapper.answer(client: "numberFact", call: "fact", input: number) {
///         try await fact(number)
///       }
///     }
///   }
/// }
/// ```
public protocol Client: Sendable {
  /// This client, every call's answer passed through `wrapper`.
  func wrapped(by wrapper: any ClientWrapper) -> Self
}
