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
  testDependencies: [Target.Dependency] = [],
  testExclude: [String] = []
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
      exclude: testExclude,
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
    "AppCoordinator", layer: "Coordinators",
    dependencies: [
      "Architecture", "CasePaths", "ItemsCoordinator", "Navigation", "NumberFactClient",
      "NumbersCoordinator", "OnboardingCoordinator", "SettingsCoordinator", "Terminal",
    ],
    testDependencies: [
      "ArchitectureTesting", "ItemsCoordinator", "Navigation", "NumberFactClient",
      "NumbersCoordinator", "OnboardingCoordinator", "SettingsCoordinator", "Terminal",
      "TerminalTesting",
    ],
    testExclude: ["Transcripts"])
    + module(
      "Architecture", layer: "Core", dependencies: ["CasePaths", "Navigation"],
      testDependencies: ["ArchitectureTesting", "CasePaths", "Navigation"])
    + module(
      "ArchitectureTesting", layer: "Core", dependencies: ["Architecture"],
      testDependencies: ["CasePaths", "Navigation"])
    + module("CasePaths", layer: "Core")
    + module(
      "ConfirmationFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "EmailStepFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "ItemDetailFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting", "Terminal"])
    + module(
      "ItemsCoordinator", layer: "Coordinators",
      dependencies: [
        "Architecture", "CasePaths", "ItemDetailFeature", "ItemsListFeature", "Navigation",
        "NumberDetailFeature", "NumberFactClient", "NumbersCoordinator", "NumbersListFeature",
        "Terminal",
      ],
      testDependencies: [
        "ArchitectureTesting", "ItemDetailFeature", "ItemsListFeature", "Navigation",
        "NumberDetailFeature", "NumberFactClient", "NumbersCoordinator", "Terminal",
      ])
    + module(
      "ItemsListFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting", "Terminal"])
    + module(
      "NameStepFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "Navigation", layer: "Core", dependencies: ["CasePaths"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "NumberDetailFeature", layer: "Features",
      dependencies: ["Architecture", "NumberFactClient", "Terminal"],
      testDependencies: ["ArchitectureTesting", "NumberFactClient", "Terminal"])
    + module("NumberFactClient", layer: "Core", testDependencies: ["ArchitectureTesting"])
    + module(
      "NumbersCoordinator", layer: "Coordinators",
      dependencies: [
        "Architecture", "CasePaths", "Navigation", "NumberDetailFeature", "NumberFactClient",
        "NumbersListFeature", "Terminal",
      ],
      testDependencies: [
        "ArchitectureTesting", "NumberDetailFeature", "NumberFactClient", "NumbersListFeature",
        "Terminal", "TerminalTesting",
      ],
      testExclude: ["Transcripts"])
    + module(
      "NumbersListFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting", "Terminal"])
    + module(
      "OnboardingCoordinator", layer: "Coordinators",
      dependencies: [
        "Architecture", "CasePaths", "ConfirmationFeature", "EmailStepFeature", "NameStepFeature",
        "Navigation", "OnboardingSummaryFeature", "ProfileDetailsFeature", "SharingChoiceFeature",
        "Terminal",
      ],
      testDependencies: [
        "ArchitectureTesting", "ConfirmationFeature", "EmailStepFeature", "NameStepFeature",
        "Navigation", "OnboardingSummaryFeature", "ProfileDetailsFeature", "SharingChoiceFeature",
        "Terminal", "TerminalTesting",
      ],
      testExclude: ["Transcripts"])
    + module(
      "OnboardingSummaryFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "ProfileDetailsFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "SettingsFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting", "Terminal"])
    + module(
      "SettingsCoordinator", layer: "Coordinators",
      dependencies: [
        "Architecture", "CasePaths", "Navigation", "OnboardingCoordinator", "SettingsFeature",
        "Terminal",
      ],
      testDependencies: [
        "ArchitectureTesting", "Navigation", "OnboardingCoordinator", "SettingsFeature", "Terminal",
      ])
    + module(
      "SharingChoiceFeature", layer: "Features", dependencies: ["Architecture", "Terminal"],
      testDependencies: ["ArchitectureTesting"])
    + module(
      "Terminal", layer: "Core", dependencies: ["Architecture", "Navigation"],
      testDependencies: ["Architecture", "ArchitectureTesting", "CasePaths", "Navigation"])
    + module(
      "TerminalTesting", layer: "Core",
      dependencies: ["Architecture", "ArchitectureTesting", "Terminal"],
      testDependencies: ["Architecture", "Terminal"])
    + [
      .executableTarget(
        name: "benchmarks",
        dependencies: [
          "Architecture", "CasePaths", "Navigation", "NumberFactClient", "NumbersCoordinator",
          "Terminal",
        ],
        path: "Apps/benchmarks",
        swiftSettings: strict
      ),
      .executableTarget(
        name: "showcase",
        dependencies: ["AppCoordinator", "Architecture", "NumberFactClient", "Terminal"],
        path: "Apps/showcase",
        swiftSettings: strict
      ),
      .executableTarget(
        name: "onboarding",
        dependencies: ["Architecture", "OnboardingCoordinator", "Terminal"],
        path: "Apps/onboarding",
        swiftSettings: strict
      ),
      .executableTarget(
        name: "numbers",
        dependencies: ["Architecture", "NumberFactClient", "NumbersCoordinator", "Terminal"],
        path: "Apps/numbers",
        swiftSettings: strict
      ),
    ],
  swiftLanguageModes: [.v6]
)
