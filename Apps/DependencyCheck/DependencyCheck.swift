import Foundation
import PackagePlugin

/// Stops the build of a module whose sources import a module of this package that is not one
/// of its own dependencies in Package.swift.
///
/// Such a module compiles, since the module it imports is built for another target anyway,
/// and then a program that links it without that module fails with mangled "undefined
/// reference" errors that name neither the module nor the fix. This check names both, before
/// anything is compiled.
///
/// It is applied to the test targets and the programs, never to a library: a package that
/// depends on the products then builds and trusts no plugin of this one. A test target checks
/// itself and the module it tests, and a program itself and every module it links.
@main
struct DependencyCheck: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    var checked: [SwiftSourceModuleTarget] = [target]
    switch target.kind {
    case .test:
      checked += target.dependencies.compactMap { dependency in
        guard case .target(let tested) = dependency, tested.name + "Tests" == target.name
        else { return nil }
        return tested as? SwiftSourceModuleTarget
      }
    case .executable:
      checked += target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
    default:
      break
    }
    let modules = Set(context.package.targets.map(\.name))
    let root = context.package.directoryURL.path
    for module in checked {
      for (imported, place) in Self.undeclaredImports(of: module, among: modules) {
        Diagnostics.error(
          "\(module.name) imports \(imported) in \(place.dropFirst(root.count + 1)) but does "
            + "not depend on it: it builds only because another dependency brings \(imported) "
            + "along, and a program that links \(module.name) without one fails with undefined "
            + "references; add \"\(imported)\" to \(module.name)'s dependencies in Package.swift")
      }
    }
    return []
  }

  /// Each module of `modules` that `target` imports without depending on it, with the first
  /// place (`path:line`) that does.
  static func undeclaredImports(
    of target: SwiftSourceModuleTarget, among modules: Set<String>
  ) -> [(module: String, place: String)] {
    let declared = Set(
      target.dependencies.map { dependency in
        switch dependency {
        case .target(let other): other.name
        case .product(let product): product.name
        @unknown default: ""
        }
      } + [target.name])
    var found: [(module: String, place: String)] = []
    for file in target.sourceFiles(withSuffix: "swift") {
      guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let module = ImportLine.module(in: line), modules.contains(module),
          !declared.contains(module), !found.contains(where: { $0.module == module })
        else { continue }
        found.append((module, "\(file.url.path):\(number + 1)"))
      }
    }
    return found
  }
}
