import Foundation
import SeekTestSupport
import Testing

/// A package of its own that depends only on seek's `SeekUI` library product builds: what an
/// adopter's `Package.swift` does, from outside this package (Tests/Fixtures/AdopterApp).
@Suite(.waitsOnPrograms)
struct AdopterPackageTests {
    /// This checkout's root folder.
    static let root = PackageFolder.root(fromTestFile: #filePath)

    @Test(.timeLimit(.minutes(20)))
    func anAppDependingOnlyOnTheSeekUIProductBuilds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seek-adopter-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Tests/Fixtures/AdopterApp/Sources"),
                                         to: folder.appendingPathComponent("Sources"))
        // A path dependency's identity is its folder's name, whatever the checkout is called.
        let identity = Self.root.lastPathComponent.lowercased()
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "AdopterApp",
                dependencies: [.package(path: "\(Self.root.path)")],
                targets: [
                    .executableTarget(name: "AdopterApp", dependencies: [.product(name: "SeekUI", package: "\(identity)")]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // SwiftPM's lock files and the compiler's scratch folders go to TMPDIR: the package's
        // own folder, removed after the test, instead of the machine's temporary directory.
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        let build = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                          arguments: ["swift", "build", "--package-path", folder.path, "--product", "AdopterApp"],
                                          environment: environment)
        #expect(build.status == 0, "\(build.standardOutput.suffix(2_000))\n\(build.standardError.suffix(2_000))")
        let binary = folder.appendingPathComponent(".build/debug/AdopterApp")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        // It is the program it says: without a terminal (setsid leaves it none, even when the
        // tests run in one) it says so in one line and fails.
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/setsid"), arguments: ["-w", binary.path])
        #expect(run.status != 0)
        #expect(run.standardError.hasPrefix("adopter-app:"), "\(run.standardError)")
    }
}
