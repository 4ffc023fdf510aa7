/// The key of each command of a screen: a letter of its name where one is free, so that
/// `select` is `s` and `double`, after `decrement`, is `o`.
///
/// The global keys are never lower-case letters but `q` (see ``GlobalKey``), so a feature's
/// commands have the rest of the alphabet; past it, digits.
public enum CommandKeys {
  /// The keys no command takes.
  static let reserved: Set<Character> = ["q"]

  /// The key of each of `names`, in order; `nil` for a name no key is left for.
  public static func assign(_ names: [String]) -> [Character?] {
    var taken = reserved
    let fallback = Array("abcdefghijklmnopqrstuvwxyz123456789")
    return names.map { name in
      let letters = name.lowercased().filter { $0.isASCII && $0.isLetter }
      let key = letters.first { !taken.contains($0) } ?? fallback.first { !taken.contains($0) }
      if let key { taken.insert(key) }
      return key
    }
  }
}
