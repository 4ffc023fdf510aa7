/// A dependency that asks the outside world, and passes each of its calls through the
/// ``ClientWrapper`` of the app's ``Dependencies``, when they have one.
///
/// A client says once how its calls pass through a wrapper, and features go on calling it as
/// before (`try await factClient.fact(3)`): whoever builds the dependencies can then see every
/// answer the outside world gives, or answer in its place, for every client alike and without
/// a feature knowing. A call's answer is data (`Codable`), so that it can be kept and given
/// again:
///
/// ```swift
/// extension NumberFactClient: Client {
///   public func wrapped(by wrapper: any ClientWrapper) -> Self {
///     Self { number in
///       try await wrapper.answer(client: "numberFact", call: "fact") { try await fact(number) }
///     }
///   }
/// }
/// ```
public protocol Client: Sendable {
  /// This client, every call's answer passed through `wrapper`.
  func wrapped(by wrapper: any ClientWrapper) -> Self
}
