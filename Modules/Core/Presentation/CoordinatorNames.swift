import Synchronization

/// The names coordinators take from their types (``Coordinator/name``), worked out once for
/// each type.
///
/// Every render asks for the name of each coordinator in the tree, and working it out (the
/// type's name read, cut and lowered) cost a line more than looking it up.
enum CoordinatorNames {
  private static let names = Mutex<[ObjectIdentifier: String]>([:])

  /// The name of `type`: its runtime name without `Coordinator`, in lower case.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names.withLock({ $0[key] }) { return name }
    let name = derivedName(of: type)
    names.withLock { $0[key] = name }
    return name
  }

  /// The name of `type`, worked out.
  static func derivedName(of type: Any.Type) -> String {
    // The runtime's own name of the type, which it keeps: `String(describing:)` looks for a
    // description by reflection first.
    let type = _typeName(type, qualified: false)
    let stem = type.hasSuffix("Coordinator") ? String(type.dropLast("Coordinator".count)) : type
    return stem.lowercased()
  }
}
