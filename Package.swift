// swift-tools-version: 6.0
// The coordinator suite: navigation as a value, composed screens and coordinators, line apps.
//
// Layers (see Docs/Architecture.md): Apps -> Coordinators -> Features -> Clients -> Core.
// Every library module is followed by its test target, `<Module>Tests`.
import PackageDescription

/// Settings every target shares: Swift 6 mode already means complete strict concurrency.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A library module under `Modules/<layer>/<name>` and its test target under `Tests/<name>Tests`,
/// whose build checks the module's imports (the library itself carries no plugin, so that a
/// package using the products runs none).
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
      swiftSettings: strict,
      plugins: [.plugin(name: "DependencyCheck")]
    ),
  ]
}

let package = Package(
  name: "CoordinatorSuite",
  platforms: [.macOS(.v15)],
  // What another package can import; see "Products" in the README. Test support is a product
  // of its own, so that a consumer's app never links a test library.
  products: [
    .library(name: "EnumPaths", targets: ["EnumPaths"]),
    .library(name: "Navigation", targets: ["Navigation"]),
    .library(name: "Architecture", targets: ["Architecture"]),
    .library(name: "ArchitectureTesting", targets: ["ArchitectureTesting"]),
    .library(name: "Presentation", targets: ["Presentation"]),
    .library(name: "ShownText", targets: ["ShownText"]),
    .library(name: "FlowEngine", targets: ["FlowEngine"]),
    .library(name: "LineRuntime", targets: ["LineRuntime"]),
    .library(name: "LineRuntimeTesting", targets: ["LineRuntimeTesting"]),
    .library(name: "ScreenRuntime", targets: ["ScreenRuntime"]),
    .library(name: "TerminalEditor", targets: ["TerminalEditor"]),
  ],
  targets: module(
    "AppCoordinator", layer: "Coordinators",
    dependencies: [
      "ShownText",
      "Architecture", "EnumPaths", "FlowEngine", "ItemsCoordinator", "ItemsListFeature",
      "Navigation", "NumberFactClient", "NumbersCoordinator", "OnboardingCoordinator",
      "SettingsCoordinator", "Presentation",
    ],
    testDependencies: [
      "ShownText",
      "Architecture",
      "ArchitectureTesting", "ItemsCoordinator", "ItemsListFeature", "Navigation",
      "NumberFactClient",
      "NumbersCoordinator", "OnboardingCoordinator", "SettingsCoordinator", "SettingsFeature",
      "SignInClient", "LineRuntime", "LineRuntimeTesting", "Presentation", "ScreenRuntime",
      "TerminalEditor",
    ],
    testExclude: ["Transcripts"])
    + module(
      "Architecture", layer: "Core", dependencies: ["EnumPaths", "Navigation"],
      testDependencies: ["ArchitectureTesting", "EnumPaths", "Navigation"])
    + module(
      "ArchitectureTesting", layer: "Core", dependencies: ["Architecture", "EnumPaths"],
      testDependencies: ["Architecture", "EnumPaths", "Navigation"])
    + module(
      "ConfirmationFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["Presentation", "ArchitectureTesting", "LineRuntime"])
    + module(
      "CountersFixture", layer: "FrontEnds",
      dependencies: ["Architecture", "Navigation", "Presentation"],
      testDependencies: ["Architecture", "ArchitectureTesting", "Presentation"])
    + module("EnumPaths", layer: "Core")
    + module("ShownText", layer: "Core")
    + module(
      "FlowEngine", layer: "Core",
      dependencies: ["ShownText", "Architecture", "EnumPaths", "Navigation", "Presentation"],
      testDependencies: [
        "LineRuntime",
        "Architecture", "ArchitectureTesting", "ConfirmationFeature", "Navigation",
        "OnboardingSummaryFeature", "Presentation", "SharingChoiceFeature", "TextEntryFeature",
      ])
    + module(
      "ItemDetailFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["Architecture", "ArchitectureTesting", "LineRuntime", "Presentation"])
    + module(
      "ItemsCoordinator", layer: "Coordinators",
      dependencies: [
        "ShownText",
        "Architecture", "EnumPaths", "ItemDetailFeature", "ItemsListFeature", "Navigation",
        "NumberDetailFeature", "NumberFactClient", "NumbersCoordinator", "NumbersListFeature",
        "Presentation",
      ],
      testDependencies: [
        "LineRuntime",
        "Architecture",
        "ArchitectureTesting", "ItemDetailFeature", "ItemsListFeature", "Navigation",
        "NumberDetailFeature", "NumberFactClient", "NumbersCoordinator", "Presentation",
      ])
    + module(
      "ItemsListFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["Architecture", "ArchitectureTesting", "LineRuntime", "Presentation"])
    + module(
      "LineRuntime", layer: "FrontEnds",
      dependencies: ["ShownText", "Architecture", "Navigation", "Presentation", "TerminalEditor"],
      testDependencies: [
        "ShownText",
        "Architecture", "ArchitectureTesting", "EnumPaths", "LineRuntimeTesting", "Navigation",
        "Presentation", "TerminalEditor",
      ])
    + module(
      "LineRuntimeTesting", layer: "FrontEnds",
      dependencies: [
        "Architecture", "ArchitectureTesting", "LineRuntime", "Navigation", "Presentation",
      ],
      testDependencies: ["Navigation", "Architecture", "LineRuntime", "Presentation"])
    + module(
      "Navigation", layer: "Core", dependencies: ["EnumPaths"],
      testDependencies: ["EnumPaths", "ArchitectureTesting"])
    + module(
      "NumberDetailFeature", layer: "Features",
      dependencies: ["Architecture", "NumberFactClient", "Presentation"],
      testDependencies: [
        "LineRuntime", "Architecture", "ArchitectureTesting", "NumberFactClient", "Presentation",
      ])
    + module(
      "NumberDivisorsFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["LineRuntime", "ArchitectureTesting", "Presentation"])
    + module(
      "NumberFactClient", layer: "Clients", dependencies: ["Architecture"],
      testDependencies: ["Architecture", "ArchitectureTesting"])
    + module(
      "NumbersCoordinator", layer: "Coordinators",
      dependencies: [
        "Architecture", "EnumPaths", "Navigation", "NumberDetailFeature", "NumberDivisorsFeature",
        "NumberFactClient", "NumbersListFeature", "Presentation",
      ],
      testDependencies: [
        "Navigation", "Architecture",
        "ArchitectureTesting", "NumberDetailFeature", "NumberDivisorsFeature", "NumberFactClient",
        "NumbersListFeature", "LineRuntime", "LineRuntimeTesting", "Presentation",
      ],
      testExclude: ["Transcripts"])
    + module(
      "NumbersListFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["LineRuntime", "Architecture", "ArchitectureTesting", "Presentation"])
    + module(
      "OnboardingCoordinator", layer: "Coordinators",
      dependencies: [
        "ShownText",
        "Architecture", "EnumPaths", "ConfirmationFeature", "FlowEngine", "Navigation",
        "OnboardingSummaryFeature", "Presentation", "ProfileDetailsFeature", "SharingChoiceFeature",
        "TextEntryFeature",
      ],
      testDependencies: [
        "Architecture",
        "ArchitectureTesting", "ConfirmationFeature", "FlowEngine", "Navigation",
        "OnboardingSummaryFeature", "ProfileDetailsFeature", "SharingChoiceFeature",
        "TextEntryFeature", "LineRuntime", "LineRuntimeTesting", "Presentation",
      ],
      testExclude: ["Transcripts"])
    + module(
      "OnboardingSummaryFeature", layer: "Features",
      dependencies: ["Architecture", "Presentation"],
      testDependencies: ["Presentation", "ArchitectureTesting", "LineRuntime"])
    + module(
      "Presentation", layer: "Core",
      dependencies: ["Architecture", "EnumPaths", "Navigation", "ShownText"],
      testDependencies: [
        "Architecture", "ArchitectureTesting", "EnumPaths", "LineRuntimeTesting", "Navigation",
      ])
    + module(
      "ProfileDetailsFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["Presentation", "ArchitectureTesting", "LineRuntime"])
    + module(
      "ScreenRuntime", layer: "FrontEnds",
      dependencies: [
        "ShownText",
        "Architecture", "LineRuntime", "Navigation", "Presentation", "TerminalEditor",
      ],
      testDependencies: [
        "Architecture", "ArchitectureTesting", "CountersFixture", "LineRuntime",
        "LineRuntimeTesting", "Navigation", "Presentation", "TerminalEditor",
      ],
      testExclude: ["Frames"])
    + module(
      "SettingsCoordinator", layer: "Coordinators",
      dependencies: [
        "Architecture", "EnumPaths", "FlowEngine", "Navigation", "OnboardingCoordinator",
        "SettingsFeature", "SignInClient", "SignInFeature", "Presentation",
      ],
      testDependencies: [
        "LineRuntime", "Architecture",
        "ArchitectureTesting", "Navigation", "OnboardingCoordinator", "SettingsFeature",
        "SignInClient", "SignInFeature", "Presentation",
      ])
    + module(
      "SettingsFeature", layer: "Features",
      dependencies: ["Architecture", "Presentation", "SignInClient"],
      testDependencies: [
        "Architecture", "ArchitectureTesting", "LineRuntime", "Presentation", "SignInClient",
      ])
    + module(
      "SignInClient", layer: "Clients", dependencies: ["Architecture"],
      testDependencies: ["Architecture", "ArchitectureTesting"])
    + module(
      "SignInFeature", layer: "Features",
      dependencies: ["Architecture", "Presentation", "SignInClient"],
      testDependencies: [
        "Architecture", "ArchitectureTesting", "LineRuntime", "Presentation", "SignInClient",
      ])
    + module(
      "SharingChoiceFeature", layer: "Features", dependencies: ["Architecture", "Presentation"],
      testDependencies: ["Presentation", "ArchitectureTesting", "LineRuntime"])
    + module("TerminalEditor", layer: "FrontEnds", dependencies: ["ShownText", "Presentation"])
    + module(
      "TextEntryFeature", layer: "Features",
      dependencies: ["ShownText", "Architecture", "Presentation"],
      testDependencies: ["ArchitectureTesting", "LineRuntime", "Presentation"])
    + [
      .executableTarget(
        name: "benchmarks",
        dependencies: [
          "Architecture", "EnumPaths", "LineRuntime", "Navigation", "NumberDetailFeature",
          "NumberFactClient", "NumbersCoordinator", "NumbersListFeature", "Presentation",
          "ScreenRuntime", "TerminalEditor",
        ],
        path: "Apps/benchmarks",
        swiftSettings: strict,
        plugins: [.plugin(name: "DependencyCheck")]
      ),
      // The front ends' own app, which their tests run as a process; not an example.
      .executableTarget(
        name: "counters",
        dependencies: [
          "Architecture", "CountersFixture", "LineRuntime", "Presentation", "ScreenRuntime",
        ],
        path: "Tests/Fixtures/counters",
        swiftSettings: strict,
        plugins: [.plugin(name: "DependencyCheck")]
      ),
      .executableTarget(
        name: "numbers",
        dependencies: [
          "Architecture", "LineRuntime", "NumberFactClient", "NumbersCoordinator", "Presentation",
          "ScreenRuntime",
        ],
        path: "Apps/numbers",
        swiftSettings: strict,
        plugins: [.plugin(name: "DependencyCheck")]
      ),
      .executableTarget(
        name: "onboarding",
        dependencies: [
          "Architecture", "LineRuntime", "OnboardingCoordinator", "Presentation", "ScreenRuntime",
        ],
        path: "Apps/onboarding",
        swiftSettings: strict,
        plugins: [.plugin(name: "DependencyCheck")]
      ),
      .executableTarget(
        name: "showcase",
        dependencies: [
          "AppCoordinator", "Architecture", "LineRuntime", "NumberFactClient", "Presentation",
          "SignInClient",
          "ScreenRuntime",
        ],
        path: "Apps/showcase",
        swiftSettings: strict,
        plugins: [.plugin(name: "DependencyCheck")]
      ),
      // Stops the build of a test target or a program when it, the module it tests or a
      // module it links imports a module it does not depend on.
      .plugin(
        name: "DependencyCheck", capability: .buildTool(), path: "Apps/DependencyCheck"),
    ],
  swiftLanguageModes: [.v6]
)
