import Foundation

/// A temporary folder for one end-to-end run of seek: the item file it reads, and the file its
/// standard output goes to while its screen is in tmux. It lies in a test's ``ScratchFolder``
/// and goes with it, after the test (a suite's instance holds the scratch folder: a workspace
/// in a local could be released while seek still reads from it).
public struct SeekWorkspace: Sendable {
    /// The folder.
    public let folder: URL
    /// The item file.
    public var items: String { folder.appendingPathComponent("items.txt").path }
    /// Where seek's standard output goes.
    public var output: String { folder.appendingPathComponent("out.txt").path }

    /// A workspace in `scratch` whose item file holds `bytes` exactly.
    public init(bytes: [UInt8], in scratch: ScratchFolder) {
        folder = URL(fileURLWithPath: scratch.path(of: "workspace-\(UUID().uuidString)"))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: items, contents: Data(bytes))
    }

    /// A workspace in `scratch` whose item file holds `lines`, each ended by a newline.
    public init(lines: [String], in scratch: ScratchFolder) {
        self.init(bytes: Array((lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).utf8), in: scratch)
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
