// A coordinator's declarations checked as a whole, once, before a front end starts: what one
// screen's declaration cannot see of the others.
extension Coordinator {
  /// What is wrong with the screens' declarations (``screensDeclarationProblem``), or `nil`.
  /// A coordinator that hosts children outside its screens (tabs) adds theirs.
  public static var declarationProblem: String? { screensDeclarationProblem }

  /// What is wrong with the screens' declarations, or `nil`: a link word that is no segment
  /// name, one that reads as a number, or one two screens are read by. Each would make `where`
  /// print a link that `open` refuses or reads as another screen. The coordinators shown in
  /// its routes are asked too.
  public static var screensDeclarationProblem: String? {
    var readers: [String: String] = [:]
    for declaration in screens {
      let kind = declaration.name
      for word in declaration.link?.words ?? [] {
        if let problem = wordProblem(word) {
          return "\(name): the \(kind) screen's link word '\(word)' \(problem)"
        }
        if let other = readers[word] {
          return
            "\(name): the \(other) and \(kind) screens' links are both read by '\(word)'; give "
            + "one of them a word of its own"
        }
        readers[word] = kind
      }
      if let problem = declaration.child?.declarationProblem { return problem }
    }
    return nil
  }

  /// Why `word` cannot be a link's word, or `nil` when it can: a host that writes its links
  /// itself, as a tab container does, checks its own words with it.
  public static func wordProblem(_ word: String) -> String? {
    guard DeepLink.isSegmentName(word) else {
      return "is no segment name; use lowercase letters, digits and '-'"
    }
    guard Int(word) == nil else {
      return "reads as a number, the form of a pushed number; add a letter"
    }
    return nil
  }
}
