extension OnboardingStep {
  /// The user's name: letters, spaces, hyphens and apostrophes, at most 40 characters.
  public static var name: OnboardingStep {
    textEntry(
      "name", title: "Name", placeholder: "name", noun: "the name", sample: "Ada",
      problem: { name in
        let longest = 40
        if name.isEmpty {
          return "the name is empty; enter your name, in letters"
        }
        if name.count > longest {
          return "the name has \(name.count) characters; use at most \(longest)"
        }
        // Phone keyboards type the typographic apostrophe.
        let refused = name.filter { !$0.isLetter && !" -'\u{2019}".contains($0) }
        var shown: [Character] = []
        for character in refused where !shown.contains(character) { shown.append(character) }
        if !shown.isEmpty {
          let listed = shown.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
          return "the name cannot contain \(listed); use only letters, spaces, hyphens and "
            + "apostrophes"
        }
        if !name.contains(where: \.isLetter) {
          return "the name has no letters; enter your name, in letters"
        }
        return nil
      })
  }
}
