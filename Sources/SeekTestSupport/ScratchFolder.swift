import Foundation

/// A fresh folder under the temporary directory for one test's files, removed with everything in
/// it when the last reference to it goes: held by a suite's instance, which Swift Testing makes
/// anew for each test, it lasts exactly as long as the test.
///
/// Tests that wrote into the temporary directory without removing what they wrote left about
/// twenty files and folders behind on each run of the suite.
public final class ScratchFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// A new, empty folder whose name is `prefix` and six random characters (`mkdtemp`: short,
    /// as some tests show the path on a screen, and made by the call that picks the name).
    public init(named prefix: String) {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-XXXXXX").path.utf8CString)
        path = template.withUnsafeMutableBufferPointer { template in
            guard let made = mkdtemp(template.baseAddress!) else { preconditionFailure("cannot make a folder in the temporary directory") }
            return String(cString: made)
        }
    }

    /// The path of `name` in the folder, without writing anything there.
    public func path(of name: String) -> String {
        path + "/" + name
    }

    /// Writes `bytes` to the file `name` in the folder (in a folder of its own when `name` is
    /// already there, so that one test may write two files of the same name) and returns its path.
    @discardableResult
    public func file(_ name: String, _ bytes: [UInt8]) -> String {
        var folder = path
        if FileManager.default.fileExists(atPath: path(of: name)) {
            folder = path(of: UUID().uuidString)
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let file = folder + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    /// Writes `text` as UTF-8 to the file `name` in the folder and returns its path.
    @discardableResult
    public func file(_ name: String, _ text: String) -> String {
        file(name, Array(text.utf8))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
