import Foundation
import PackagePlugin

/// Stops the build of a target whose sources import a module of this package that is not
/// one of its own dependencies in Package.swift.
///
/// Such a target compiles, since the module is built for another target anyway, and then a
/// program that links it fails with mangled "undefined reference" errors that name neither
/// the module nor the fix. This check names both, before anything is compiled.
@main
struct DependencyCheck: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let modules = Set(context.package.targets.map(\.name))
    let declared = Set(
      target.dependencies.map { dependency in
        switch dependency {
        case .target(let other): other.name
        case .product(let product): product.name
        @unknown default: ""
        }
      } + [target.name])
    var missing: Set<String> = []
    for file in target.sourceFiles(withSuffix: "swift") {
      guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let module = ImportLine.module(in: line), modules.contains(module),
          !declared.contains(module), !missing.contains(module)
        else { continue }
        missing.insert(module)
        let place =
          "\(file.url.path.dropFirst(context.package.directoryURL.path.count + 1)):\(number + 1)"
        Diagnostics.error(
          "\(target.name) imports \(module) in \(place) but does not depend on it, so a program that links "
            + "it fails with undefined references; add \"\(module)\" to \(target.name)'s "
            + "dependencies in Package.swift",
          file: nil, line: nil)
      }
    }
    return []
  }
}
