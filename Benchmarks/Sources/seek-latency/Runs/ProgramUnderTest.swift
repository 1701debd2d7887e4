/// A program to measure, as the user would start it: seek plainly, fzf with mouse reporting
/// off (which changes no matching, and keeps the output free of mouse-mode switches).
struct ProgramUnderTest {
    var label: String
    var path: String
    var isSeek: Bool

    var arguments: [String] { isSeek ? [path] : [path, "--no-mouse"] }

    static func seek(path: String) -> ProgramUnderTest {
        ProgramUnderTest(label: "seek", path: path, isSeek: true)
    }

    /// fzf labelled with its version, e.g. `fzf 0.38.0 (debian)`.
    static func fzf(path: String) -> ProgramUnderTest {
        let version = CommandOutput.firstLine([path, "--version"]) ?? "?"
        return ProgramUnderTest(label: "fzf \(version)", path: path, isSeek: false)
    }
}
