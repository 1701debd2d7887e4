// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "seek",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "seek", targets: ["seek"]),
        .library(name: "SearchModel", targets: ["SearchModel"]),
        .library(name: "Matching", targets: ["Matching"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "SeekToolkit", targets: ["SeekToolkit"]),
        .library(name: "SeekScreen", targets: ["SeekScreen"]),
        .library(name: "SeekRuntime", targets: ["SeekRuntime"]),
        .library(name: "NcursesBackend", targets: ["NcursesBackend"]),
        .library(name: "SearchTestSupport", targets: ["SearchTestSupport"]),
        .library(name: "SeekDatabase", targets: ["SeekDatabase"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libncursesw through its wide-character API. Only NcursesBackend imports it.
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // libpq, PostgreSQL's client library. Only SeekDatabase imports it.
        .systemLibrary(
            name: "CLibpq",
            path: "CLibpq",
            providers: [.apt(["libpq-dev"])]
        ),
        // The layers, top-down: the pure model and engine, the data sets, the terminal toolkit,
        // the search screen, the runtime (one event loop), the curses backend, the command.
        .target(name: "SearchModel"),
        .target(name: "Matching"),
        // The bundled sample data sets: the JSON files in the top-level Data/ folder, found at run
        // time by SampleData (not SwiftPM resources, whose accessor would link Foundation).
        .target(
            name: "SampleData",
            path: "Data",
            exclude: ["README.md", "recipes.json", "colors.json", "timezones.json", "users.json"]
        ),
        .target(name: "Catalog", dependencies: ["Matching", "SampleData"]),
        .target(name: "SeekToolkit"),
        .target(name: "SeekScreen", dependencies: ["SeekToolkit", "SearchModel", "Matching"]),
        // Signal handlers that write to the event loop's pipe; plain C so that they are
        // async-signal-safe.
        .target(name: "CSignalWakeup"),
        .target(
            name: "SeekRuntime",
            dependencies: ["SeekScreen", "SeekToolkit", "SearchModel", "Matching", "Catalog", "CSignalWakeup"]
        ),
        // Crash-signal handlers that restore the terminal; plain C so that they can be
        // async-signal-safe. Only NcursesBackend (and its test) uses it.
        .target(name: "CTerminalRescue"),
        .target(name: "NcursesBackend", dependencies: ["CNcurses", "CTerminalRescue", "SeekToolkit"]),
        // The PostgreSQL search provider: a table searched by the server through libpq.
        .target(
            name: "SeekDatabase",
            dependencies: ["CLibpq", "Catalog", "Matching", "SearchModel", "SeekScreen", "SeekRuntime"]
        ),
        .executableTarget(
            name: "seek",
            dependencies: [
                "SearchModel", "Matching", "Catalog", "SeekToolkit", "SeekScreen", "SeekRuntime", "NcursesBackend", "SeekDatabase",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The README's adopter example: a complete program on the library products, with no loop of its own.
        .executableTarget(
            name: "contacts-example",
            dependencies: ["Catalog", "NcursesBackend", "SearchModel", "SeekRuntime", "SeekScreen"],
            path: "Examples/Contacts"
        ),
        .executableTarget(name: "seek-soak", dependencies: ["Matching", "SearchModel", "SeekToolkit", "SeekScreen"]),
        // The million-line path corpus that seek-bench and seek-latency both measure.
        .target(name: "BenchCorpus"),
        .executableTarget(name: "seek-bench", dependencies: ["Matching", "Catalog", "BenchCorpus"], exclude: ["RESULTS.md"]),
        // forkpty for seek-latency: Glibc's Swift module does not declare it.
        .target(name: "CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),
        .executableTarget(name: "seek-latency", dependencies: ["BenchCorpus", "CPseudoTerminal"], exclude: ["RESULTS.md"]),
        // Per-keystroke time of a table search against the same SQL alone, on a generated table.
        .executableTarget(name: "seek-pg-bench", dependencies: ["SeekDatabase", "SearchModel", "SeekRuntime", "Matching"], exclude: ["RESULTS.md"]),
        .target(name: "SearchTestSupport", dependencies: ["SeekToolkit", "SeekScreen", "Matching"]),
        .testTarget(name: "SearchModelTests", dependencies: ["SearchModel"]),
        .testTarget(name: "MatchingTests", dependencies: ["Matching"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Matching"]),
        .testTarget(name: "SeekToolkitTests", dependencies: ["SeekToolkit", "Matching", "SearchTestSupport"]),
        .testTarget(
            name: "SeekScreenTests",
            dependencies: ["SeekScreen", "SeekToolkit", "SearchModel", "Matching", "SearchTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "SeekRuntimeTests",
            dependencies: ["SeekRuntime", "SeekScreen", "SeekToolkit", "SearchModel", "Matching", "Catalog", "SearchTestSupport"]
        ),
        .testTarget(name: "SeekTests", dependencies: ["SearchTestSupport", "seek"]),
        .testTarget(name: "TerminalRescueTests", dependencies: ["CTerminalRescue"]),
        .testTarget(
            name: "SeekDatabaseTests",
            dependencies: ["SeekDatabase", "SeekRuntime", "Catalog", "Matching", "SearchModel", "SearchTestSupport", "seek"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
