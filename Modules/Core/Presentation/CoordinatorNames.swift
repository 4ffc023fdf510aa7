/// The names coordinators take from their types (``Coordinator/name``).
///
/// Worked out on every ask, not kept: a table shared between threads would need a lock, and
/// `Synchronization.Mutex`, the one lock this module has without Foundation, is handed over
/// inside the kernel when two threads contend, where the thread sanitizer cannot see it, so
/// the suite's sanitizer run would report a race that is not there (see Docs/Reliability.md).
enum CoordinatorNames {
  /// The name of `type`: its runtime name without `Coordinator`, in lower case.
  static func name(of type: Any.Type) -> String {
    // The runtime's own name of the type, which it keeps: `String(describing:)` looks for a
    // description by reflection first.
    let type = _typeName(type, qualified: false)
    let stem = type.hasSuffix("Coordinator") ? String(type.dropLast("Coordinator".count)) : type
    return stem.lowercased()
  }
}
