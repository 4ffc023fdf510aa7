extension OnboardingStep {
  /// The user's phone number: digits, written with spaces or hyphens if the user likes, and an
  /// optional leading `+`; 7 to 15 digits, the most any international number has.
  public static var phone: OnboardingStep {
    textEntry(
      "phone", title: "Phone", placeholder: "number", noun: "the phone number",
      sample: "+44 20 7946 0000",
      problem: { phone in
        let example = "as in +44 20 7946 0000"
        if phone.isEmpty {
          return "the phone number is empty; enter one, \(example)"
        }
        let body = phone.hasPrefix("+") ? phone.dropFirst() : Substring(phone)
        var refused: [Character] = []
        // ASCII digits only: "1" with a combining mark sorts between "0" and "9" too.
        let isDigit = { (character: Character) in character.isASCII && character.isWholeNumber }
        for character in body where !isDigit(character) && !" -".contains(character) {
          if !refused.contains(character) { refused.append(character) }
        }
        if !refused.isEmpty {
          let listed = refused.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
          return "the phone number cannot contain \(listed); use digits, spaces and hyphens, "
            + "\(example)"
        }
        let digits = body.filter(isDigit).count
        guard (7...15).contains(digits) else {
          return "the phone number has \(digits) digits; use 7 to 15, \(example)"
        }
        return nil
      })
  }
}
