// swift-tools-version: 6.0
import PackageDescription

// seek's benchmarks, in a package of their own (as swift-collections keeps its own) so that
// `swift build` and `swift test` in the root build none of them. They measure release builds:
// `swift run -c release NAME` from this folder; README.md says what each measures.
let package = Package(
    name: "seek-benchmarks",
    dependencies: [
        // The root package, by path: the benchmarks measure the tree they sit in.
        .package(name: "seek", path: ".."),
    ],
    targets: [
        // The million-line path corpus that seek-bench and seek-latency both measure.
        .target(name: "BenchCorpus"),
        // forkpty for seek-latency: Glibc's Swift module does not declare it.
        .target(name: "CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),
        // The engine typed in process, and `seek --filter` against `fzf --filter`. The `seek`
        // product is a dependency so that the release seek it times is built next to it.
        .executableTarget(
            name: "seek-bench",
            dependencies: [seek("SeekMatching"), seek("SeekCatalog"), seek("SeekSystem"), "BenchCorpus", seek("seek")],
            exclude: ["RESULTS.md"]
        ),
        // Keystroke to screen in a pseudo-terminal, seek against fzf; idle wake-ups; preview.
        .executableTarget(
            name: "seek-latency",
            dependencies: ["BenchCorpus", "CPseudoTerminal", seek("SeekSystem"), seek("seek")],
            exclude: ["RESULTS.md"]
        ),
        // Per-keystroke time of a table search against the same SQL alone, on a generated table.
        .executableTarget(
            name: "seek-pg-bench",
            dependencies: [
                seek("SeekDatabase"), seek("SeekModel"), seek("SeekRuntime"), seek("SeekMatching"), seek("SeekCatalog"),
                seek("SeekProviders"), seek("CLibpq"), seek("PostgresServerPrograms"), seek("SeekSystem"),
            ],
            exclude: ["RESULTS.md"]
        ),
        // Ten thousand keystrokes through the screen and the engine, the resident memory as it goes.
        .executableTarget(
            name: "seek-soak",
            dependencies: [seek("SeekMatching"), seek("SeekModel"), seek("SeekToolkit"), seek("SeekProviders"), seek("SeekScreen"), seek("SeekSystem")]
        ),
        // Typing latency of a SeekUI list of many items against seek's screen over the same items.
        .executableTarget(
            name: "seekui-bench",
            dependencies: [
                seek("SeekUI"), seek("SeekTestSupport"), seek("SeekToolkit"), seek("SeekSystem"), seek("SeekMatching"),
                seek("SeekModel"), seek("SeekCatalog"), seek("SeekProviders"), seek("SeekScreen"), seek("SeekRuntime"),
            ],
            exclude: ["RESULTS.md"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// A library or executable product of the root package.
func seek(_ product: String) -> Target.Dependency {
    .product(name: product, package: "seek")
}
