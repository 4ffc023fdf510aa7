/// The key of each command of a screen: a letter of its name where one is free, so that
/// `select` is `s`, and the same key for the same command from screen to screen.
///
/// The global keys are never lower-case letters but `q` (see ``GlobalKey``), so a feature's
/// commands have the rest of the alphabet; past it, digits. A command keeps the key it had on
/// an earlier screen when it is free, so `next` stays on one key through a whole flow.
public enum CommandKeys {
  /// The keys no command takes.
  static let reserved: Set<Character> = ["q"]

  /// The key of each of `names`, in order; `nil` for a name no key is left for. `remembered`
  /// holds the keys commands had before, and learns the ones given now; `reserving` are keys
  /// this screen keeps for itself (a list's j and k).
  public static func assign(
    _ names: [String], remembered: inout [String: Character], reserving: Set<Character> = []
  ) -> [Character?] {
    var taken = reserved.union(reserving)
    var keys = [Character?](repeating: nil, count: names.count)
    // First the keys commands had before, then the first free letter of each name.
    for (index, name) in names.enumerated() {
      if let key = remembered[name], !taken.contains(key) {
        keys[index] = key
        taken.insert(key)
      }
    }
    let fallback = Array("abcdefghijklmnopqrstuvwxyz123456789")
    for (index, name) in names.enumerated() where keys[index] == nil {
      let letters = name.lowercased().filter { $0.isASCII && $0.isLetter }
      let key = letters.first { !taken.contains($0) } ?? fallback.first { !taken.contains($0) }
      guard let key else { continue }
      keys[index] = key
      taken.insert(key)
      // Remembered within a bound: the names of an app's commands are few.
      if remembered.count < 256 { remembered[name] = key }
    }
    return keys
  }

  /// The keys of `names` with nothing remembered.
  public static func assign(_ names: [String]) -> [Character?] {
    var remembered: [String: Character] = [:]
    return assign(names, remembered: &remembered)
  }
}
