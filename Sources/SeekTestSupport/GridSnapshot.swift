import Foundation
import SeekScreen
import SeekToolkit

/// A grid written as text for snapshot tests: the characters inside a frame, then a style layer in
/// which each cell is a letter naming its style, then the legend of those letters.
///
/// The style layer is what lets a text snapshot catch a lost highlight or a selection drawn on
/// the wrong row, which the characters alone cannot show.
public struct GridSnapshot: Equatable, Sendable {
    /// The whole snapshot text, as stored in a `.txt` file.
    public let text: String

    public init(_ grid: Grid) {
        var lines: [String] = []
        let border = "+" + String(repeating: "-", count: grid.width) + "+"
        lines.append(border)
        for row in 0..<grid.height {
            var line = "|"
            for column in 0..<grid.width {
                let cell = grid[row, column]
                if cell.isContinuation { continue }
                line.append(cell.grapheme)
            }
            lines.append(line + "|")
        }
        lines.append(border)
        var letters: [CellStyle: Character] = [.plain: "."]
        var legend: [(Character, CellStyle)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for row in 0..<grid.height {
            var line = ""
            for column in 0..<grid.width {
                let style = grid[row, column].style
                if letters[style] == nil {
                    let letter = alphabet[min(legend.count, alphabet.count - 1)]
                    letters[style] = letter
                    legend.append((letter, style))
                }
                line.append(letters[style]!)
            }
            lines.append(line)
        }
        for (letter, style) in legend {
            lines.append("\(letter) = \(Self.describe(style))")
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if style.attributes.contains(.bold) { parts.append("bold") }
        if style.attributes.contains(.dim) { parts.append("dim") }
        if style.attributes.contains(.reverse) { parts.append("reverse") }
        if style.attributes.contains(.underline) { parts.append("underline") }
        if let foreground = style.foreground { parts.append("fg:\(foreground)") }
        if let background = style.background { parts.append("bg:\(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

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
