public import Presentation

extension AppOptions {
  /// Takes an option of the app's own, `name VALUE` or `name=VALUE`, out of `arguments`, and
  /// returns its value; `nil` when it is not given.
  ///
  /// Only the arguments before `--` are options, as ``init(parsing:extraFlags:extraValues:)``
  /// reads them: an option the app takes out first must stop there too, or
  /// `app -- --flow x` would be accepted by one app where every other refuses what follows
  /// `--`. What is left is for ``init(parsing:extraFlags:extraValues:)``.
  /// - Parameters:
  ///   - name: the option, as in `--flow`.
  ///   - what: what its value is, for the message when none is given, as in `the name of a
  ///     flow`.
  ///   - arguments: the command line, without the program's name; the option and its value
  ///     are removed from it.
  /// - Throws: `Refusal` when the option is given twice or without a value.
  public static func take(
    _ name: String, needing what: String, from arguments: inout [String]
  ) throws(Refusal) -> String? {
    var value: String?
    var index = arguments.startIndex
    while index < arguments.endIndex, arguments[index] != "--" {
      let argument = arguments[index]
      guard argument == name || argument.hasPrefix(name + "=") else {
        index += 1
        continue
      }
      guard value == nil else { throw Refusal("\(name) is given twice; give it once") }
      if argument == name {
        guard index + 1 < arguments.endIndex, arguments[index + 1] != "--" else {
          throw Refusal("\(name) needs \(what)")
        }
        value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
      } else {
        value = String(argument.dropFirst(name.count + 1))
        arguments.remove(at: index)
      }
    }
    return value
  }
}
