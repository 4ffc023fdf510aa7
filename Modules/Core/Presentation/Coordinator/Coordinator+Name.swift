// The name a coordinator's stack has in the navigation tree, unless it declares one.
extension Coordinator {
  /// The type's name without `Coordinator`, in lower case: `numbers` for `NumbersCoordinator`.
  public static var name: String { coordinatorName(of: Self.self) }
}

/// The name a type takes as a coordinator: its own, without `Coordinator`, in lower case.
func coordinatorName(of type: Any.Type) -> String {
  let name = String(describing: type)
  let stem = name.hasSuffix("Coordinator") ? name.dropLast("Coordinator".count) : name[...]
  return stem.lowercased()
}
