extension OnboardingStep {
  /// The user's email address, checked for the shape of an address only: whether mail reaches
  /// it is not something a screen can know.
  public static var email: OnboardingStep {
    textEntry(
      "email", title: "Email", placeholder: "address", noun: "the email address",
      sample: "ada@example.com",
      problem: { email in
        // The limit mail servers keep to.
        let longest = 254
        let example = "as in name@example.com"
        if email.isEmpty {
          return "the email address is empty; enter one, \(example)"
        }
        if email.count > longest {
          return "the email address has \(email.count) characters; use at most \(longest)"
        }
        if email.contains(where: \.isWhitespace) {
          return "the email address has a space in it; write it without spaces, \(example)"
        }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
          let found = parts.count == 1 ? "no '@'" : "\(parts.count - 1) '@' signs"
          return "the email address has \(found); it needs exactly one, \(example)"
        }
        if parts[0].isEmpty {
          return "the email address has nothing before the '@'; put your name there, \(example)"
        }
        if parts[1].isEmpty {
          return "the email address has nothing after the '@'; add a domain, as in example.com"
        }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        if labels.count < 2 || labels.contains(where: \.isEmpty) {
          return "'\(parts[1])' after the '@' is not a domain; use one with a dot, as in "
            + "example.com"
        }
        return nil
      })
  }
}
