extension Coordinator {
  /// ``screensDeclarationProblem``, to which a host of children outside its screens adds theirs.
  public static var declarationProblem: String? { screensDeclarationProblem }

  /// What is wrong with the screens' and their children's declarations, or `nil`: a link word
  /// that is no segment name, reads as a number, or two screens share, which `open` misreads;
  /// or a gate over screens without links, since the way a gate keeps is a link.
  public static var screensDeclarationProblem: String? {
    if gate != nil, !offersLinks {
      return "\(name) declares a gate, but its screens have no links, and the way a gate keeps "
        + "is a link; give each screen a 'link:', or drop the gate"
    }
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

  /// Why `word` cannot be a link word, or `nil`; a host that writes its own links uses it too.
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
