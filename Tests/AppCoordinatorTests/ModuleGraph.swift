import Foundation

/// The package's modules and their dependencies, read from `swift package dump-package`, and
/// drawn as a Mermaid chart with a subgraph per layer.
struct ModuleGraph: Equatable {
  /// A module: its name and its layer, from the folder it lives in.
  struct Module: Equatable {
    var name: String
    var layer: String
    var dependencies: [String]
  }

  /// The modules, in the manifest's order; test targets, and the fixture app the front ends'
  /// tests run (under `Tests/`), are not modules of the suite.
  var modules: [Module]

  /// The layers, from the apps down, as the chart stacks them.
  static let layers = ["Apps", "FrontEnds", "Coordinators", "Features", "Clients", "Core"]

  /// A module outside the folders of the layers, which the chart could not place.
  struct UnknownLayer: Error, CustomStringConvertible {
    var module: String
    var path: String
    var description: String {
      "the module \(module) is in '\(path)', which is no layer's folder; put it under "
        + "Modules/Core, Modules/FrontEnds, Modules/Clients, Modules/Features, Modules/Coordinators "
        + "or Apps"
    }
  }

  /// The graph of the manifest `json`, as `swift package dump-package` prints it.
  /// - Throws: ``UnknownLayer`` for a module outside the layers' folders.
  init(dumpPackage json: Data) throws {
    struct Manifest: Decodable {
      struct Target: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [Dependency]
      }
      /// A dependency is written `{"byName": ["X", null]}`, `{"target": [...]}` or
      /// `{"product": [...]}`; the first element names it in each.
      struct Dependency: Decodable {
        var name: String?
        init(from decoder: any Decoder) throws {
          let container = try decoder.singleValueContainer()
          let forms = try container.decode([String: [AnyName]].self)
          name = forms.values.first?.first?.text
        }
      }
      struct AnyName: Decodable {
        var text: String?
        init(from decoder: any Decoder) throws {
          text = try? decoder.singleValueContainer().decode(String.self)
        }
      }
      var targets: [Target]
    }
    let manifest = try JSONDecoder().decode(Manifest.self, from: json)
    // A build plugin is the build's own, not a module anything imports.
    let suite = manifest.targets.filter {
      $0.type != "test" && $0.type != "plugin" && !($0.path ?? "").hasPrefix("Tests/")
    }
    modules = try suite.map { target in
      let path = target.path ?? ""
      let folders = path.split(separator: "/")
      let layer = folders.first == "Apps" ? "Apps" : folders.dropFirst().first.map(String.init)
      guard let layer, Self.layers.contains(layer) else {
        throw UnknownLayer(module: target.name, path: path)
      }
      return Module(
        name: target.name, layer: layer, dependencies: target.dependencies.compactMap(\.name))
    }
  }

  /// Every dependency, as pairs of names.
  var edges: [(from: String, to: String)] {
    modules.flatMap { module in module.dependencies.map { (module.name, $0) } }
  }

  /// The dependencies that no longer way implies: `A -> C` is left out when `A -> B -> C`
  /// exists, so the chart shows the structure rather than a thicket; everything drawn is a
  /// direct dependency, and every direct dependency is reachable in the chart.
  var drawnEdges: [(from: String, to: String)] {
    let direct = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.dependencies) })
    func reaches(_ start: String, _ goal: String, skippingFirst: String) -> Bool {
      var stack = (direct[start] ?? []).filter { $0 != skippingFirst }
      var seen: Set<String> = []
      while let next = stack.popLast() {
        if next == goal { return true }
        if seen.insert(next).inserted { stack += direct[next] ?? [] }
      }
      return false
    }
    return edges.filter { !reaches($0.from, $0.to, skippingFirst: $0.to) }
  }

  /// The chart: one subgraph per layer, an arrow from each module to what it uses.
  var mermaid: String {
    var lines = ["flowchart TD"]
    for layer in Self.layers {
      let members = modules.filter { $0.layer == layer }
      guard !members.isEmpty else { continue }
      lines.append("  subgraph \(layer)")
      lines += members.map { "    \($0.name)" }
      lines.append("  end")
    }
    lines += drawnEdges.map { "  \($0.from) --> \($0.to)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
