/// A dependency that asks the outside world, passing its calls through the app's
/// ``Dependencies/clientWrapper`` when there is one.
///
/// The wrapper can see or replace every answer without features knowing; inputs and answers
/// are data, so a kept answer goes only to the call that asked it. A client wraps its calls:
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
