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
    // Every render asks for every coordinator's name: an ASCII name is lowered byte by byte
    // into one new string, where dropping the suffix and lowering it walked characters twice
    // and made two strings.
    let lowered = type.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let suffix = suffixBytes
      let hasSuffix =
        bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
      let length = hasSuffix ? bytes.count - suffix.count : bytes.count
      return String(unsafeUninitializedCapacity: length) { name in
        for index in 0..<length {
          let byte = bytes[index]
          name[index] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        }
        return length
      }
    }
    if let lowered = lowered ?? nil { return lowered }
    let stem = type.hasSuffix("Coordinator") ? String(type.dropLast("Coordinator".count)) : type
    return stem.lowercased()
  }

  /// The bytes of the suffix a name leaves out.
  private static let suffixBytes = Array("Coordinator".utf8)
}
