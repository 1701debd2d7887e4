// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "seek",
    products: [
        .executable(name: "seek", targets: ["seek"]),
        .library(name: "SeekModel", targets: ["SeekModel"]),
        .library(name: "SeekMatching", targets: ["SeekMatching"]),
        .library(name: "SeekCatalog", targets: ["SeekCatalog"]),
        .library(name: "SeekToolkit", targets: ["SeekToolkit"]),
        .library(name: "SeekProviders", targets: ["SeekProviders"]),
        .library(name: "SeekScreen", targets: ["SeekScreen"]),
        .library(name: "SeekRuntime", targets: ["SeekRuntime"]),
        .library(name: "SeekCommands", targets: ["SeekCommands"]),
        .library(name: "SeekNcurses", targets: ["SeekNcurses"]),
        .library(name: "SeekTestSupport", targets: ["SeekTestSupport"]),
        .library(name: "SeekDatabase", targets: ["SeekDatabase"]),
        // For the package in Benchmarks/: the one clock, libpq's API (seek-pg-bench's baseline)
        // and the private PostgreSQL servers that the database tests also start.
        .library(name: "SeekSystem", targets: ["SeekSystem"]),
        .library(name: "CLibpq", targets: ["CLibpq"]),
        .library(name: "PostgresServerPrograms", targets: ["PostgresServerPrograms"]),
    ] + frontDoorProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` for the DocC catalogs; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libncursesw through its wide-character API. Only SeekNcurses imports it.
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // libpq, PostgreSQL's client library: its API as a system library target, and
        // CLibpqLoader, which opens libpq.so.5 on first use instead of linking it (see
        // CLibpq/shim.h). Only SeekDatabase imports them.
        .systemLibrary(
            name: "CLibpq",
            path: "CLibpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(name: "CLibpqLoader", linkerSettings: [.linkedLibrary("dl")]),
        // The layers, top-down: the pure model and engine, the data sets, the terminal toolkit,
        // the search screen, the runtime (one event loop), the curses backend, the command.
        .target(name: "SeekModel"),
        // The byte search of the matching engine's scans, with SSE2 compares (see its header).
        .target(name: "CByteSearch"),
        // Where a thread runs, and a nudge off a processor (Linux affinity masks are macros).
        .target(name: "CThreadPlacement"),
        .target(name: "SeekMatching", dependencies: ["SeekModel", "CByteSearch", "CThreadPlacement"]),
        // The system calls several layers share (a write that takes every byte).
        .target(name: "SeekSystem"),
        // The bundled sample data sets: the JSON files in the top-level Data/ folder, found at run
        // time by SampleData (not SwiftPM resources, whose accessor would link Foundation).
        .target(
            name: "SampleData",
            path: "Data",
            exclude: ["README.md", "recipes.json", "colors.json", "timezones.json", "users.json"]
        ),
        .target(name: "SeekCatalog", dependencies: ["SeekMatching", "SampleData", "SeekSystem"]),
        .target(name: "SeekToolkit"),
        // The provider contract (what a search's items and results come from) and the data-set provider.
        .target(name: "SeekProviders", dependencies: ["SeekSystem", "SeekModel", "SeekMatching", "SeekCatalog", "SeekToolkit"]),
        .target(name: "SeekScreen", dependencies: ["SeekProviders", "SeekToolkit", "SeekModel", "SeekMatching"]),
        // Signal handlers that write to the event loop's pipe; plain C so that they are
        // async-signal-safe.
        .target(name: "CSignalWakeup"),
        .target(
            name: "SeekRuntime",
            dependencies: ["SeekScreen", "SeekProviders", "SeekToolkit", "SeekModel", "SeekSystem", "CSignalWakeup"]
        ),
        // The commands a search runs: `--bind`'s actions, `--preview`, and the processes they start;
        // the runtime hands it those effects. SeekUI does not link it.
        .target(name: "SeekCommands", dependencies: ["SeekRuntime", "SeekProviders", "SeekScreen", "SeekToolkit", "SeekCatalog", "SeekSystem"]),
        // Crash-signal handlers that restore the terminal; plain C so that they can be
        // async-signal-safe. Only SeekNcurses (and its test) uses it.
        .target(name: "CTerminalRescue"),
        .target(name: "SeekNcurses", dependencies: ["CNcurses", "CTerminalRescue", "SeekToolkit", "SeekSystem"]),
        // The PostgreSQL search provider: a table searched by the server through libpq.
        .target(
            name: "SeekDatabase",
            dependencies: ["CLibpq", "CLibpqLoader", "SeekCatalog", "SeekMatching", "SeekModel", "SeekProviders", "SeekSystem"]
        ),
        .executableTarget(
            name: "seek",
            dependencies: [
                "SeekModel", "SeekMatching", "SeekCatalog", "SeekToolkit", "SeekProviders", "SeekScreen", "SeekRuntime", "SeekCommands", "SeekNcurses", "SeekDatabase",
                "SeekSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The README's adopter example: a complete program on the library products, with no loop of its own.
        .executableTarget(
            name: "contacts-example",
            dependencies: ["SeekCatalog", "SeekNcurses", "SeekModel", "SeekProviders", "SeekRuntime", "SeekScreen"],
            path: "Examples/Contacts"
        ),
        // Private PostgreSQL servers for the database tests and seek-pg-bench (in Benchmarks/).
        .target(name: "PostgresServerPrograms", dependencies: ["SeekSystem"]),
        .target(name: "SeekTestSupport", dependencies: ["SeekToolkit", "SeekModel", "SeekProviders", "SeekScreen", "SeekMatching", "SeekRuntime", "SeekSystem"]),
        .testTarget(name: "SeekModelTests", dependencies: ["SeekModel", "SeekTestSupport"]),
        .testTarget(name: "SeekSystemTests", dependencies: ["SeekSystem"]),
        .testTarget(name: "SeekMatchingTests", dependencies: ["SeekMatching", "SeekTestSupport"]),
        .testTarget(name: "SeekCatalogTests", dependencies: ["SeekCatalog", "SeekMatching", "SeekTestSupport"]),
        .testTarget(name: "SeekToolkitTests", dependencies: ["SeekToolkit", "SeekMatching", "SeekTestSupport"]),
        .testTarget(
            name: "SeekScreenTests",
            dependencies: ["SeekScreen", "SeekProviders", "SeekToolkit", "SeekModel", "SeekMatching", "SeekTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "SeekRuntimeTests",
            dependencies: ["SeekRuntime", "SeekProviders", "SeekScreen", "SeekToolkit", "SeekModel", "SeekMatching", "SeekCatalog", "SeekTestSupport"]
        ),
        .testTarget(
            name: "SeekCommandsTests",
            dependencies: ["SeekCommands", "SeekRuntime", "SeekProviders", "SeekScreen", "SeekToolkit", "SeekModel", "SeekMatching", "SeekCatalog",
                           "SeekTestSupport"]
        ),
        .testTarget(
            name: "SeekProvidersTests",
            dependencies: ["SeekProviders", "SeekCatalog", "SeekMatching", "SeekModel", "SeekToolkit", "SeekSystem"]
        ),
        .testTarget(name: "SeekTests", dependencies: ["SeekTestSupport", "seek"]),
        .testTarget(name: "TerminalRescueTests", dependencies: ["CTerminalRescue"]),
        .testTarget(
            name: "SeekDatabaseTests",
            dependencies: ["SeekDatabase", "SeekProviders", "SeekRuntime", "SeekCatalog", "SeekMatching", "SeekModel", "SeekTestSupport", "seek", "PostgresServerPrograms"]
        ),
    ] + frontDoorTargets + searchSeedTargets + navigationSeedTargets,
    swiftLanguageModes: [.v6]
)

// The declarative front door (SeekUI) and the ports of the reference documents' examples, kept in
// a block of their own.
var frontDoorProducts: [Product] {
    [.library(name: "SeekUI", targets: ["SeekUI"])]
}

var frontDoorTargets: [Target] {
    [
        // SwiftUI's search modifiers over the caller's own items, tokens and scopes.
        .target(name: "SeekUI", dependencies: ["SeekModel", "SeekMatching", "SeekToolkit", "SeekProviders", "SeekScreen", "SeekRuntime", "SeekNcurses"]),
        // The reference documents' list examples, ported; each depends on SeekUI alone.
        .executableTarget(name: "users-example", dependencies: ["SeekUI"], path: "Examples/Users"),
        .executableTarget(name: "fruits-example", dependencies: ["SeekUI"], path: "Examples/Fruits"),
        .executableTarget(name: "colors-example", dependencies: ["SeekUI"], path: "Examples/Colors"),
        .executableTarget(name: "store-example", dependencies: ["SeekUI"], path: "Examples/Store"),
        // The reference documents' SwiftUI examples as written, with `import SeekUI` (Examples/Seeds).
        .executableTarget(name: "seed-recipe-list", dependencies: ["SeekUI"], path: "Examples/Seeds/RecipeList"),
        .executableTarget(name: "seed-searching-example", dependencies: ["SeekUI"], path: "Examples/Seeds/SearchingExample"),
        .executableTarget(name: "seed-weather-city-list", dependencies: ["SeekUI"], path: "Examples/Seeds/WeatherCityList"),
        .executableTarget(name: "seed-color-search", dependencies: ["SeekUI"], path: "Examples/Seeds/ColorSearch"),
        .executableTarget(name: "seed-store-search", dependencies: ["SeekUI"], path: "Examples/Seeds/StoreSearchView"),
        .executableTarget(name: "seed-scoped-search", dependencies: ["SeekUI"], path: "Examples/Seeds/ScopedSearch"),
        .executableTarget(name: "seed-find-navigator", dependencies: ["SeekUI"], path: "Examples/Seeds/FindNavigator"),
        .executableTarget(name: "seed-find-disabled", dependencies: ["SeekUI"], path: "Examples/Seeds/FindDisabled"),
        .executableTarget(name: "seed-replace-disabled", dependencies: ["SeekUI"], path: "Examples/Seeds/ReplaceDisabled"),
        // The text editor with the find navigator: not a list, so it uses the components and the
        // terminal directly (and SeekCatalog's atomic file writer to save).
        .executableTarget(
            name: "editor-example",
            dependencies: ["SeekUI", "SeekScreen", "SeekNcurses", "SeekRuntime", "SeekCatalog"],
            path: "Examples/Editor"
        ),
        // The library's rules, and a scripted session of each example under the test backend.
        .testTarget(
            name: "SeekUITests",
            dependencies: searchSeedExamples.map { .target(name: $0.target) } + navigationSeedTargets.map { .target(name: $0.name) } + ["SeekUI", "SeekTestSupport", "users-example", "fruits-example", "colors-example", "store-example",
                           "editor-example", "seed-recipe-list", "seed-searching-example", "seed-weather-city-list",
                           "seed-color-search", "seed-store-search", "seed-scoped-search",
                           "seed-find-navigator", "seed-find-disabled", "seed-replace-disabled"]
        ),
    ]
}

/// The seeds' search examples (tokens, suggestions, scopes, focus, toolbar behaviours), ported
/// with `import SeekUI`: each directory of Examples/Seeds and its executable target.
/// (Computed: the manifest is a script, and a stored global would be read before it is set.)
var searchSeedExamples: [(directory: String, target: String)] {
    [
        ("CoreSearchable", "seed-core-searchable"), ("AddingSuggestions", "seed-adding-suggestions"),
        ("ColorCompletion", "seed-color-completion"), ("SubmitSearch", "seed-submit-search"),
        ("ScopeActivation", "seed-scope-activation"), ("TokenSearch", "seed-token-search"),
        ("SuggestedTokens", "seed-suggested-tokens"), ("TokenTextFilter", "seed-token-text-filter"),
        ("ProgrammaticSearch", "seed-programmatic-search"), ("SuggestionsWithoutCompletion", "seed-suggestions-without-completion"),
        ("ScopesWithoutSearchable", "seed-scopes-without-searchable"), ("SubmitQuery", "seed-submit-query"),
        ("FruitTokens", "seed-fruit-tokens"), ("FruitSuggestions", "seed-fruit-suggestions"),
        ("ModelSuggestions", "seed-model-suggestions"), ("SuggestionsInContent", "seed-suggestions-in-content"),
        ("ProductScopes", "seed-product-scopes"), ("UserScopes", "seed-user-scopes"),
        ("ScopePresentation", "seed-scope-presentation"), ("ToolbarBehavior", "seed-toolbar-behavior"),
    ]
}

var searchSeedTargets: [Target] {
    searchSeedExamples.map { .executableTarget(name: $0.target, dependencies: ["SeekUI"], path: "Examples/Seeds/\($0.directory)") }
}

/// The seeds' navigation examples (placements, split views, sheets, `isPresented`,
/// `dismissSearch`, the gotchas), ported with `import SeekUI`: Examples/Seeds/<Directory>.
var navigationSeedTargets: [Target] {
    [("DepartmentSearch", "seed-department-search"), ("ColumnAssociation", "seed-column-association"),
     ("HundredRows", "seed-hundred-rows"), ("CommonMistakes", "seed-common-mistakes"), ("SheetView", "seed-sheet-view"),
     ("SearchToggle", "seed-search-toggle"), ("DismissSearch", "seed-dismiss-search")]
        .map { .executableTarget(name: $1, dependencies: ["SeekUI"], path: "Examples/Seeds/\($0)") }
}
