// The program around the editor: reads the file, draws each state, performs the effects (an
// atomic save that keeps the file's mode and owner), and stops when the editor quits.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeekCatalog
import SeekUI
import SeekScreen

struct EditorProgram {
    /// Why the program cannot start; one line naming the file.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let path: String
    let text: String

    /// Reads `path` as UTF-8 text.
    init(path: String) throws(Failure) {
        guard let data = FileContents.read(path) else {
            throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Failure(description: "cannot edit \(path): it is not UTF-8 text")
        }
        self.path = path
        self.text = text
    }

    /// Runs the editor on `terminal` until it quits; the caller closes the terminal.
    func run(on terminal: some TerminalBackend) {
        var editor = Editor(text: text, size: terminal.size)
        while true {
            var grid = Grid(size: editor.size)
            let cursor = EditorScreen(editor: editor, title: path).render(into: &grid)
            terminal.display(grid, cursor: cursor)
            guard let event = terminal.nextEvent(timeoutMilliseconds: 1_000) else { continue }
            for effect in editor.handle(event) {
                switch effect {
                case .quit:
                    return
                case .save(let text):
                    do {
                        try save(text)
                        editor.saved(text)
                    } catch {
                        editor.saveFailed(error.description)
                    }
                }
            }
        }
    }

    /// Replaces the file with `text` atomically, keeping its permissions and owner.
    func save(_ text: String) throws(HistoryStore.SaveError) {
        var status = stat()
        let found = stat(path, &status) == 0
        let writer = AtomicFileWriter(path: path, mode: found ? status.st_mode & 0o7777 : 0o644,
                                      owner: found ? (status.st_uid, status.st_gid) : nil)
        try writer.write(Array(text.utf8))
    }
}

/// Reads a whole file with the C library, so that the example needs no Foundation.
enum FileContents {
    /// The file's bytes, or nil with `errno` set.
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[0..<count]
            if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}
