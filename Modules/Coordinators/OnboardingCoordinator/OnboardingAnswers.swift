/// What the user committed on the steps they completed: the flow's result, and what its
/// branches depend on.
public struct OnboardingAnswers: Codable, Equatable, Sendable {
  /// The name from the name step.
  public var name: String?
  /// The address from the email step.
  public var email: String?
  /// Whether the user chose to share more.
  public var sharesMore: Bool?
  /// The city from the details step.
  public var city: String?
  /// The age from the details step.
  public var age: Int?

  /// Answers; none by default.
  public init(
    name: String? = nil, email: String? = nil, sharesMore: Bool? = nil, city: String? = nil,
    age: Int? = nil
  ) {
    self.name = name
    self.email = email
    self.sharesMore = sharesMore
    self.city = city
    self.age = age
  }
}
