import Glibc

/// Entries whose names are bytes, not text: a file system takes any byte but `/` and NUL in a
/// name, and Foundation's path APIs, which take a `String`, cannot make one that is not UTF-8.
/// (Removing the folder at the end takes such names away as well.)
extension ScratchFolder {
    /// Makes the empty file at `relativePath` (bytes, `/` between folders) and returns its path.
    @discardableResult
    public func file(atBytes relativePath: [UInt8]) -> [UInt8] {
        let path = Array(self.path.utf8) + [UInt8(ascii: "/")] + relativePath
        let descriptor = Self.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        precondition(descriptor >= 0, "cannot make a file in the scratch folder")
        close(descriptor)
        return path
    }

    /// Makes the folder at `relativePath` (bytes, `/` between folders) and returns its path.
    @discardableResult
    public func folder(atBytes relativePath: [UInt8]) -> [UInt8] {
        let path = Array(self.path.utf8) + [UInt8(ascii: "/")] + relativePath
        precondition(Self.withCString(path) { mkdir($0, 0o755) } == 0, "cannot make a folder in the scratch folder")
        return path
    }

    private static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
