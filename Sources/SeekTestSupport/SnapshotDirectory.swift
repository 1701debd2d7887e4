import Foundation

/// Compares snapshots with the files stored beside the tests, and records them on request.
///
/// Set `SEEK_RECORD_SNAPSHOTS=1` to write the current output as the new reference; a missing
/// reference is written too, and the comparison still fails so that a new snapshot is looked at.
public struct SnapshotDirectory: Sendable {
    public let url: URL

    /// The `Snapshots` folder of the test target whose test file is `filePath` (pass `#filePath`),
    /// wherever in the target's subfolders that file sits.
    public init(forTestFile filePath: String) {
        url = PackageFolder.testTarget(holding: filePath).appendingPathComponent("Snapshots")
    }

    /// Whether this run records instead of comparing.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SEEK_RECORD_SNAPSHOTS"] == "1"
    }

    /// Compares `snapshot` with the stored `name.txt`; returns nil when they agree, otherwise a
    /// message describing the first difference.
    public func mismatch(of snapshot: GridSnapshot, named name: String) -> String? {
        let file = url.appendingPathComponent(name + ".txt")
        let stored = try? String(contentsOf: file, encoding: .utf8)
        if Self.isRecording || stored == nil {
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try? snapshot.text.write(to: file, atomically: true, encoding: .utf8)
            return stored == nil ? "recorded a new snapshot at \(file.path); check it and run again" : nil
        }
        guard let stored, stored != snapshot.text else { return nil }
        let expected = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = snapshot.text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expected.count, actual.count) {
            let left = index < expected.count ? String(expected[index]) : "(missing)"
            let right = index < actual.count ? String(actual[index]) : "(missing)"
            if left != right {
                return "snapshot \(name) differs at line \(index + 1):\n  expected: \(left)\n  actual:   \(right)\n(set SEEK_RECORD_SNAPSHOTS=1 to record)"
            }
        }
        return "snapshot \(name) differs"
    }
}
