/// The names coordinators take from their types (``Coordinator/name``).
///
/// Worked out on every ask, not kept: a table shared between threads would need a lock, and
/// `Synchronization.Mutex`, the one lock this module has without Foundation, is handed over
/// inside the kernel when two threads contend, where the thread sanitizer cannot see it, so
/// the suite's sanitizer run would report a race that is not there (see Docs/Reliability.md).
enum CoordinatorNames {
  /// The name of `type`: its runtime name without `Coordinator`, in lower case.
  static func name(of type: Any.Type) -> String {
    // The runtime's own name of the type, read where it keeps it: `_typeName` copies it into
    // a string first, on the heap for most coordinators' names, and `String(describing:)`
    // looks for a description by reflection before that.
    let (start, count) = _getTypeName(type, qualified: false)
    let bytes = UnsafeBufferPointer(start: start, count: count)
    // Every render asks for every coordinator's name: an ASCII name is lowered byte by byte
    // into one new string, where dropping the suffix and lowering it walked characters twice
    // and made two strings.
    if bytes.allSatisfy({ $0 < 0x80 }) {
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
    let name = String(decoding: bytes, as: UTF8.self)
    let stem = name.hasSuffix("Coordinator") ? String(name.dropLast("Coordinator".count)) : name
    return stem.lowercased()
  }

  /// The bytes of the suffix a name leaves out.
  private static let suffixBytes = Array("Coordinator".utf8)
}
