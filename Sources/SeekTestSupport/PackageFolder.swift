import Foundation

/// Folders of this package found from a test's own source file, so that a test keeps finding the
/// bundled data and its snapshots when test files move between subfolders.
public enum PackageFolder {
    /// The package's root folder: the nearest folder above `testFile` (pass `#filePath`) that
    /// holds `Package.swift`.
    public static func root(fromTestFile testFile: String) -> URL {
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        // Not inside a package: the tests were moved away from their sources, and every path built
        // from here will name a missing file, which the test then reports.
        return URL(fileURLWithPath: testFile).deletingLastPathComponent()
    }

    /// The folder of the test target that holds `testFile`: the one directly below `Tests/`.
    public static func testTarget(holding testFile: String) -> URL {
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            if folder.deletingLastPathComponent().lastPathComponent == "Tests" { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: testFile).deletingLastPathComponent()
    }
}
