// swift-tools-version: 6.0
// The coordinator suite: navigation as a value, composed screens and coordinators, line apps.
//
// Layers (see Docs/Architecture.md): Apps -> Coordinators -> Features -> Core.
// Every library module is followed by its test target, `<Module>Tests`.
import PackageDescription

/// Settings every target shares: Swift 6 mode already means complete strict concurrency.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A library module under `Modules/<layer>/<name>` and its test target under `Tests/<name>Tests`.
func module(
  _ name: String,
  layer: String,
  dependencies: [Target.Dependency] = [],
  testDependencies: [Target.Dependency] = []
) -> [Target] {
  [
    .target(
      name: name,
      dependencies: dependencies,
      path: "Modules/\(layer)/\(name)",
      swiftSettings: strict
    ),
    .testTarget(
      name: "\(name)Tests",
      dependencies: [.target(name: name)] + testDependencies,
      path: "Tests/\(name)Tests",
      swiftSettings: strict
    ),
  ]
}

let package = Package(
  name: "CoordinatorSuite",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Architecture", targets: ["Architecture", "ArchitectureTesting"]),
    .library(name: "Navigation", targets: ["Navigation"]),
  ],
  targets: module(
    "Architecture", layer: "Core", dependencies: ["CasePaths", "Navigation"],
    testDependencies: ["ArchitectureTesting", "CasePaths", "Navigation"])
    + module(
      "ArchitectureTesting", layer: "Core", dependencies: ["Architecture"],
      testDependencies: ["CasePaths", "Navigation"])
    + module("CasePaths", layer: "Core")
    + module("Navigation", layer: "Core", dependencies: ["CasePaths"])
    + [
      .executableTarget(
        name: "benchmarks",
        dependencies: ["Architecture", "CasePaths", "Navigation"],
        path: "Apps/benchmarks",
        swiftSettings: strict
      )
    ],
  swiftLanguageModes: [.v6]
)
