import Presentation
import ProfileDetailsFeature
import ShownText

extension OnboardingStep {
  /// The user's city and age, linked as the age, `-` and the city: `details=36-London`.
  public static var details: OnboardingStep {
    OnboardingStep(
      id: "details", title: "Details", sample: .details(city: "London", age: 36),
      feature: ProfileDetails(),
      screen: Onboarding.details,
      make: { answer in
        if case .details(let city, let age)? = answer {
          ProfileDetails.State(city: city, age: age)
        } else {
          ProfileDetails.State()
        }
      },
      event: { action in
        // Every action named, so that a new event of the feature must be decided here.
        switch action {
        case .delegate(.completed(let city, let age)): .completed(.details(city: city, age: age))
        case .cityChanged, .ageChanged, .continueTapped: nil
        }
      },
      continueAction: .continueTapped, problem: \.problem,
      linkValue: { state in
        state.age == nil && state.city.isEmpty
          ? "" : "\(state.age.map(String.init) ?? "")-\(state.city)"
      },
      longestLinkValue: String(ProfileDetails.ages.upperBound).utf8.count + "-".utf8.count
        + Command<ProfileDetails.Action>.longestText,
      fromLink: { (value) throws(Refusal) in
        guard !value.isEmpty else { return ProfileDetails.State() }
        // The age is digits, so the first '-' ends it; the city may hold more of them.
        guard let dash = value.firstIndex(of: "-") else {
          throw Refusal("'details' is the age, '-' and the city, as in 'details=36-London'")
        }
        let ageText = value[..<dash]
        let age = Int(printed: ageText)
        let ages = ProfileDetails.ages
        guard ageText.isEmpty || (age.map { ages.contains($0) } ?? false) else {
          throw Refusal(
            "the age in 'details' is a whole number from \(ages.lowerBound) to "
              + "\(ages.upperBound), as in 'details=36-London'")
        }
        return ProfileDetails.State(city: String(value[value.index(after: dash)...]), age: age)
      },
      hasInput: { !$0.city.isEmpty || $0.age != nil },
      recapLines: { answer in
        guard case .details(let city, let age) = answer else { return [] }
        return [.init(label: "city", value: city), .init(label: "age", value: String(age))]
      },
      view: ProfileDetails.view(of:))
  }
}
