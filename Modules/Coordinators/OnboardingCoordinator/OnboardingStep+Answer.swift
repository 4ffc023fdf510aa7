extension OnboardingStep {
  /// What is wrong with `text` as this step's answer, or `nil` when the step would commit
  /// exactly `text`: the step's screen is filled in with it and continued, as the user's `next`
  /// does, so a value kept elsewhere (the settings' name and email) is held to the one rule the
  /// typed command is held to, invisible characters and length included.
  ///
  /// Surrounding spaces are a problem here, though typing them is not: the step trims what is
  /// typed, so no answer it gives has any.
  public func problem(withText text: String) -> String? {
    switch commit(makeScreen(.text(text))) {
    case .success(.text(let answer)) where answer == text: nil
    case .success(.text): "it has spaces or line breaks around it; remove them"
    case .success: "the step '\(id)' does not take text"
    case .failure(let error): error.message
    }
  }
}
