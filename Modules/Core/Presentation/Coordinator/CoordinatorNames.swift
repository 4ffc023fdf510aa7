import Synchronization

/// The names coordinators take from their types (``Coordinator/name``).
///
/// Worked out once for each type and kept in a list that only grows, read and extended with
/// atomic operations: every render asks for every coordinator's name. Not a table behind a
/// lock: `Synchronization.Mutex`, the one lock this module has without Foundation, is handed
/// over inside the kernel when two threads contend, where the thread sanitizer cannot see it,
/// so the suite's sanitizer run would report a race that is not there (see
/// Docs/Reliability.md). Atomic operations it sees.
enum CoordinatorNames {
  /// One type's name, and the entry kept before it.
  private struct Entry {
    let type: ObjectIdentifier
    let name: String
    let next: UnsafeMutablePointer<Entry>?
  }

  /// The address of the newest entry, or 0. Entries are never changed or freed once they are
  /// in the list: there is one for each coordinator type the process names, a few dozen at
  /// most. An address rather than a pointer, which is not `Sendable`.
  private static let newest = Atomic<Int>(0)

  /// The name of `type`: its runtime name without `Coordinator`, in lower case.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    var first = newest.load(ordering: .acquiring)
    if let name = name(of: key, from: first) { return name }
    let entry = UnsafeMutablePointer<Entry>.allocate(capacity: 1)
    let name = derivedName(of: type)
    while true {
      entry.initialize(
        to: Entry(type: key, name: name, next: UnsafeMutablePointer(bitPattern: first)))
      let (exchanged, found) = newest.compareExchange(
        expected: first, desired: Int(bitPattern: entry), ordering: .acquiringAndReleasing)
      if exchanged { return name }
      // Another thread added entries meanwhile: one may be this type's.
      entry.deinitialize(count: 1)
      if let kept = Self.name(of: key, from: found) {
        entry.deallocate()
        return kept
      }
      first = found
    }
  }

  /// The name kept for `key` in the list from the entry at `address` down, if any.
  private static func name(of key: ObjectIdentifier, from address: Int) -> String? {
    var entry = UnsafeMutablePointer<Entry>(bitPattern: address)
    while let current = entry {
      if current.pointee.type == key { return current.pointee.name }
      entry = current.pointee.next
    }
    return nil
  }

  /// How many entries the list keeps for `type`: one once it was named, never more.
  static func keptEntries(for type: Any.Type) -> Int {
    let key = ObjectIdentifier(type)
    var count = 0
    var entry = UnsafeMutablePointer<Entry>(bitPattern: newest.load(ordering: .acquiring))
    while let current = entry {
      if current.pointee.type == key { count += 1 }
      entry = current.pointee.next
    }
    return count
  }

  /// The name of `type`, worked out from its runtime name.
  static func derivedName(of type: Any.Type) -> String {
    // The runtime's own name of the type, which it keeps: `String(describing:)` looks for a
    // description by reflection first.
    let type = _typeName(type, qualified: false)
    // An ASCII name is lowered byte by byte into one new string, where dropping the suffix
    // and lowering it walked characters twice and made two strings.
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
