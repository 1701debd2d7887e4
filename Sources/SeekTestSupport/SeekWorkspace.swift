import Foundation

/// A temporary folder for one end-to-end run of seek: the item file it reads, and the file its
/// standard output goes to while its screen is in tmux.
public struct SeekWorkspace: Sendable {
    public let folder: URL
    /// The item file.
    public var items: String { folder.appendingPathComponent("items.txt").path }
    /// Where seek's standard output goes.
    public var output: String { folder.appendingPathComponent("out.txt").path }

    /// A workspace whose item file holds `bytes` exactly.
    public init(bytes: [UInt8]) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("seek-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: items, contents: Data(bytes))
    }

    /// A workspace whose item file holds `lines`, each ended by a newline.
    public init(lines: [String]) {
        self.init(bytes: Array((lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).utf8))
    }

    /// A shell command that runs seek with `arguments`, sends its output to ``output``, and then
    /// keeps the pane alive showing its exit status as `EXIT=N`.
    public func command(_ seek: URL, _ arguments: String) -> String {
        "\(seek.path) \(arguments) > \(output); echo EXIT=$?; sleep 30"
    }

    /// What seek printed, as text.
    public func chosenOutput() -> String {
        (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// What seek printed, byte for byte.
    public func chosenBytes() -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: output))).map { [UInt8]($0) } ?? []
    }
}
