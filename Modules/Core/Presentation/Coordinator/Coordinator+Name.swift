extension Coordinator {
  /// The type's name without `Coordinator`, in lower case: `numbers` for `NumbersCoordinator`.
  public static var name: String { coordinatorName(of: Self.self) }
}

/// The name a type takes as a coordinator: its own, without `Coordinator`, in lower case.
func coordinatorName(of type: Any.Type) -> String {
  // The runtime's own name: `String(describing:)` would look for a description first.
  let name = _typeName(type, qualified: false)
  let stem = name.hasSuffix("Coordinator") ? name.dropLast("Coordinator".count) : name[...]
  return stem.lowercased()
}
