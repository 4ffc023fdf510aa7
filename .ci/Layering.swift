// The package's layering, checked from the manifest as `swift package dump-package` prints it
// (read from standard input); run by `.ci/layering`, which says why it is a script and not a
// test. Prints one line per broken rule, with how to fix it, and exits 1 if there is any.
//
// The rules (Docs/Architecture.md and the README's "Modules"):
// - a module's layer is its folder: Modules/Core, Modules/FrontEnds, Modules/Clients,
//   Modules/Features, Modules/Coordinators; an executable lives in Apps/;
// - a client's name ends in `Client`, a feature's in `Feature`, a coordinator's in `Coordinator`;
// - Core imports Core; a front end, Core and front ends; a client, Core; a feature, Core and
//   clients (never another feature); a coordinator, Core, clients, features and coordinators;
//   only apps and tests import a front end; nothing imports an app;
// - every module of the package a target's sources import is a dependency of its own in the
//   manifest, not reached through another module;
// - every library module `X` is followed, in the manifest, by its test target `XTests`, which
//   holds a Swift file.
import Foundation

/// Where a target sits, from its folder and its kind.
enum Layer: String, CaseIterable {
  case core = "Core"
  case frontEnd = "FrontEnds"
  case client = "Clients"
  case feature = "Features"
  case coordinator = "Coordinators"
  case app = "Apps"
  case test = "Tests"
  case unplaced = "no layer"

  init(path: String, type: String) {
    if type == "test" {
      self = .test
    } else if type == "executable" || path == "Apps" || path.hasPrefix("Apps/") {
      self = .app
    } else {
      let folders = path.split(separator: "/")
      let found = Layer.allCases.first { layer in
        folders.count >= 2 && folders[0] == "Modules" && folders[1] == layer.rawValue
      }
      self = found ?? .unplaced
    }
  }

  /// The layers a module of this one may import.
  var allowed: Set<Layer> {
    switch self {
    case .core: [.core]
    case .frontEnd: [.core, .frontEnd]
    case .client: [.core]
    case .feature: [.core, .client]
    case .coordinator: [.core, .client, .feature, .coordinator]
    case .app: [.core, .frontEnd, .client, .feature, .coordinator]
    case .test: [.core, .frontEnd, .client, .feature, .coordinator, .test]
    case .unplaced: []
    }
  }

  /// The end of the name of a module of this layer, where the layer asks for one.
  var suffix: String? {
    switch self {
    case .client: "Client"
    case .feature: "Feature"
    case .coordinator: "Coordinator"
    default: nil
    }
  }

  /// What a module of this layer may import, in words, for the messages.
  var allowedInWords: String {
    switch self {
    case .core: "only Core"
    case .frontEnd: "only Core and other front ends"
    case .client: "only Core"
    case .feature: "only Core and clients, never another feature"
    case .coordinator: "Core, clients, features and other coordinators"
    case .app: "Core, front ends, clients, features and coordinators, never another app"
    case .test: "any module but an app"
    case .unplaced: "nothing until it is placed"
    }
  }
}

/// A target as the manifest gives it.
struct Target {
  var name: String
  var type: String
  var path: String
  var dependencies: [String]
  var layer: Layer { Layer(path: path, type: type) }
}

func readTargets() -> [Target]? {
  let input = FileHandle.standardInput.readDataToEndOfFile()
  guard let json = try? JSONSerialization.jsonObject(with: input) as? [String: Any],
    let targets = json["targets"] as? [[String: Any]]
  else { return nil }
  return targets.map { target in
    // A dependency is `{"byName": ["X", null]}`, `{"target": ["X", null]}` or
    // `{"product": ["X", "package", ...]}`: the first element names it in each.
    let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
      dependency in
      dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
    }
    let name = target["name"] as? String ?? "?"
    let type = target["type"] as? String ?? "regular"
    let path = target["path"] as? String ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
    return Target(name: name, type: type, path: path, dependencies: dependencies)
  }
}

/// The modules the Swift files under `path` import, each with the first file that does.
func imports(under path: String) -> [(module: String, file: String)] {
  guard let files = FileManager.default.enumerator(atPath: path) else { return [] }
  var found: [String: String] = [:]
  var order: [String] = []
  for case let file as String in files where file.hasSuffix(".swift") {
    guard let text = try? String(contentsOfFile: "\(path)/\(file)", encoding: .utf8) else {
      continue
    }
    for line in text.split(separator: "\n") {
      // `import X`, `public import X`, `@testable import X`, `import struct X.Y`: the module is
      // the first word after `import` that is not a kind of declaration.
      // Indented imports (inside `#if`) and tabs count as well.
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let at = words.firstIndex(of: "import"),
        words[..<at].allSatisfy({ $0.hasPrefix("@") || ImportWords.accessWords.contains($0) })
      else { continue }
      words = Array(words[(at + 1)...])
      if let kind = words.first, ImportWords.declarationKinds.contains(kind) { words.removeFirst() }
      guard let module = words.first?.split(separator: ".").first.map(String.init) else {
        continue
      }
      if found[module] == nil {
        found[module] = file
        order.append(module)
      }
    }
  }
  return order.map { ($0, found[$0] ?? "") }
}

/// Whether any Swift file is under `path`.
func hasSwiftFile(under path: String) -> Bool {
  guard let files = FileManager.default.enumerator(atPath: path) else { return false }
  for case let file as String in files where file.hasSuffix(".swift") { return true }
  return false
}

enum ImportWords {
  static let accessWords: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
  static let declarationKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]
}

guard let targets = readTargets() else {
  print("layering: cannot read the manifest; pipe 'swift package dump-package' into this script")
  exit(1)
}
let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
var problems: [String] = []

for (index, target) in targets.enumerated() {
  let layer = target.layer
  if layer == .unplaced {
    problems.append(
      "\(target.name) is in '\(target.path)', which is no layer's folder: move it under "
        + "Modules/Core, Modules/FrontEnds, Modules/Clients, Modules/Features or Modules/Coordinators, and pass "
        + "that layer to module(...) in Package.swift")
    continue
  }
  if let suffix = layer.suffix, !target.name.hasSuffix(suffix) {
    problems.append(
      "\(target.name) is in Modules/\(layer.rawValue), whose modules are named '<Name>\(suffix)': "
        + "rename it, or move it to the layer its name says")
  }
  for name in target.dependencies {
    guard let dependency = byName[name] else {
      problems.append(
        "\(target.name) depends on '\(name)', which is no target of this package: the suite "
          + "takes no other package; remove the dependency")
      continue
    }
    let theirs = dependency.layer
    if theirs == .app {
      problems.append(
        "\(target.name) depends on the app '\(name)': nothing imports an app; move what it "
          + "needs into a module under Modules/ and depend on that")
    } else if !layer.allowed.contains(theirs) || (layer == .feature && theirs == .feature) {
      let advice =
        layer == .feature && theirs == .feature
        ? "report upward with a Delegate action and let a coordinator show '\(name)'"
        : "move what it needs down into a layer it may import, or move \(target.name) up"
      problems.append(
        "\(target.name) (\(layer.rawValue)) depends on \(name) (\(theirs.rawValue)); "
          + "\(layer.rawValue) may import \(layer.allowedInWords): \(advice)")
    }
  }
  for (module, file) in imports(under: target.path)
  where byName[module] != nil && module != target.name && !target.dependencies.contains(module) {
    problems.append(
      "\(target.name) imports \(module) in \(target.path)/\(file) but does not depend on it: "
        + "it builds only because another dependency brings \(module) along; add "
        + "\"\(module)\" to \(target.name)'s dependencies in Package.swift")
  }
  if target.type == "test", !hasSwiftFile(under: target.path) {
    let module = target.name.hasSuffix("Tests") ? String(target.name.dropLast(5)) : target.name
    problems.append(
      "the test target \(target.name) has no Swift file in \(target.path), so \(module) is "
        + "tested by nothing: add \(target.path)/\(module)Tests.swift with a test of it")
  }
  guard target.type == "regular" else { continue }
  let next = targets.indices.contains(index + 1) ? targets[index + 1] : nil
  if next?.name != target.name + "Tests" || next?.type != "test" {
    problems.append(
      "the library \(target.name) is not followed by its test target \(target.name)Tests: "
        + "declare it with module(\"\(target.name)\", layer: \"\(layer.rawValue)\", ...) in "
        + "Package.swift, which adds Tests/\(target.name)Tests right after it")
  }
}

for problem in problems { print("error: \(problem)") }
print("layering: \(problems.count) problem(s) in \(targets.count) target(s)")
exit(problems.isEmpty ? 0 : 1)
