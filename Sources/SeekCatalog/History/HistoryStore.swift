/// The recent searches kept in a file (`--history FILE`): read when seek starts, and saved on each
/// submitted search, merged with whatever other sessions saved meanwhile.
///
/// The file may have either of two layouts (``HistoryFormat``), and keeps the one it has:
///
/// ```
/// "pad thai"                      pad thai
/// "cuisine:\"Thai\"\tspicy"       cuisine:Thai
/// ```
///
/// seek's own (left) holds one query per line as a JSON string, most recent first, so any text
/// round-trips; fzf's (right) holds the query as typed, oldest first. A missing file is created in
/// seek's layout; an existing file whose first line is not a JSON string (and an empty one, which
/// fzf creates) is read and extended in fzf's, so one file can serve both programs.
///
/// seek never destroys a history file it cannot read. Opening fails, and the file is left as it
/// is, when it cannot be read, is larger than ``fileSizeLimit``, has a line that does not fit its
/// layout (or is not text), or is not a regular file; a missing folder is reported apart, since
/// it is most likely a mistyped path (``OpeningError``).
///
/// Saving (``save()``) locks the file, re-reads it, puts the searches recorded since the last save
/// into what it found, and replaces the file atomically: a crash leaves the old history or the new
/// one, sessions saving at once keep every entry, a symbolic link stays a link to the updated
/// file, and the file keeps its permissions (a missing file is created with mode 0600). A file
/// without write permission is read but never replaced. In seek's layout at most
/// ``maximumCount`` entries and ``maximumByteCount`` bytes are kept, the oldest going first; in
/// fzf's the file is trimmed to ``maximumLineCount`` lines when one is given (fzf's
/// `--history-size`), and otherwise only to stay under ``fileSizeLimit``. A search too long to keep is not recorded; the file is never emptied for it.
public struct HistoryStore: Sendable {
    /// Why saving failed; its description is one line naming the file.
    public struct SaveError: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    /// Why a history file is not used; its description is one line naming the file.
    public enum OpeningError: Error, Equatable, CustomStringConvertible {
        /// The folder that should hold the file does not exist: most likely a mistyped path.
        case missingFolder(String)
        /// The file exists but cannot be used; it is left exactly as it is.
        case unusableFile(String)

        public var description: String {
            switch self {
            case .missingFolder(let message), .unusableFile(let message): message
            }
        }
    }

    /// What became of a search given to ``record(_:)``.
    public enum Recording: Equatable, Sendable {
        /// It is now the most recent entry, to be written by the next ``save()``.
        case recorded
        /// It has no text but spaces, and is not kept.
        case blank
        /// Its line would take more than ``maximumByteCount`` bytes, so it is not kept.
        case tooLong(byteCount: Int)
        /// It holds a line break or another control character, which fzf's layout cannot hold.
        case notOneLine
    }

    /// The largest history file that is read; a larger one is left alone.
    public static let fileSizeLimit = 1 << 20

    /// The path as given (a symbolic link is followed to its target whenever the file is used).
    public let path: String
    /// The most entries kept in seek's layout and offered.
    public let maximumCount: Int
    /// The most bytes a file in seek's layout may take, and one entry in either layout.
    public let maximumByteCount: Int
    /// The most lines a file in fzf's layout keeps when saved, the oldest going first, as fzf's
    /// `--history-size` trims it; nil leaves its length to whoever else writes it (only
    /// ``fileSizeLimit`` applies).
    public let maximumLineCount: Int?
    /// The recent searches, most recent first, without duplicates or blanks, at most
    /// ``maximumCount``.
    public private(set) var entries: [String] = []
    /// The layout of the file, which saving keeps.
    public var format: HistoryFormat { contents.format }

    private var contents: HistoryCoding.Contents
    /// Searches recorded since the last successful save, oldest first.
    private var unsaved: [String] = []

    /// Reads the history at `path`; a missing file is an empty history.
    ///
    /// - Throws: an ``OpeningError`` when the folder is missing or the file cannot be used.
    public init(path: String, maximumCount: Int = 100, maximumByteCount: Int = 64 * 1024,
                maximumLineCount: Int? = nil) throws(OpeningError) {
        self.path = path
        self.maximumCount = maximumCount
        self.maximumByteCount = maximumByteCount
        self.maximumLineCount = maximumLineCount
        contents = HistoryCoding.Contents(format: .jsonStrings, queries: [])
        let bytes: [UInt8]?
        do {
            bytes = try HistoryFile(path: path).read()
        } catch {
            switch error.subject {
            case .missingFolder: throw .missingFolder("cannot keep the history in \(path): \(error.reason)")
            case .path: throw .unusableFile("ignoring the history file \(path): \(error.reason)")
            case .file: throw .unusableFile("ignoring the history file \(path) (left unchanged): \(error.reason)")
            }
        }
        if let bytes {
            do {
                contents = try HistoryCoding.decode(bytes)
            } catch {
                throw .unusableFile("ignoring the history file \(path) (left unchanged): \(error.reason)")
            }
        }
        applyLimits(to: &contents)
        refreshEntries()
    }

    /// Makes `query` the most recent entry, unless it cannot be kept (see ``Recording``).
    /// Nothing is written until ``save()``.
    @discardableResult
    public mutating func record(_ query: String) -> Recording {
        guard query.contains(where: { !$0.isWhitespace }) else { return .blank }
        guard let line = HistoryCoding.line(for: query, in: format) else { return .notOneLine }
        guard line.count <= maximumByteCount else { return .tooLong(byteCount: line.count) }
        unsaved.append(query)
        add(query, to: &contents)
        refreshEntries()
        return .recorded
    }

    /// Writes the recorded searches into the file, merged with what it holds now (see the type's
    /// description). When saving fails, the file is unchanged and the searches are kept for the
    /// next try.
    public mutating func save() throws(SaveError) {
        var merged = contents
        let format = contents.format
        try HistoryFile(path: path).update { (bytes) throws(SaveError) -> [UInt8] in
            if let bytes {
                do throws(HistoryCoding.Failure) {
                    merged = try HistoryCoding.decode(bytes)
                } catch {
                    throw SaveError("\(path) is left as it is: \(error.reason)")
                }
            } else {
                merged = HistoryCoding.Contents(format: format, queries: [])
            }
            applyLimits(to: &merged)
            for query in unsaved where HistoryCoding.line(for: query, in: merged.format) != nil {
                add(query, to: &merged)
            }
            return HistoryCoding.encode(merged)
        }
        contents = merged
        unsaved = []
        refreshEntries()
    }

    private func add(_ query: String, to contents: inout HistoryCoding.Contents) {
        switch contents.format {
        case .jsonStrings:
            contents.queries.removeAll { $0 == query }
            contents.queries.insert(query, at: 0)
        case .plainLines:
            contents.queries.append(query)
        }
        applyLimits(to: &contents)
    }

    /// Drops the oldest entries beyond the limits of the layout.
    private func applyLimits(to contents: inout HistoryCoding.Contents) {
        switch contents.format {
        case .jsonStrings:
            if contents.queries.count > maximumCount {
                contents.queries.removeLast(contents.queries.count - maximumCount)
            }
            var byteCount = 0
            for (position, query) in contents.queries.enumerated() {
                byteCount += HistoryCoding.line(for: query, in: .jsonStrings)?.count ?? 0
                if byteCount > maximumByteCount {
                    contents.queries.removeLast(contents.queries.count - position)
                    break
                }
            }
        case .plainLines:
            var byteCount = contents.queries.reduce(0) { $0 + $1.utf8.count + 1 }
            var dropped = max(0, contents.queries.count - (maximumLineCount ?? .max))
            for query in contents.queries.prefix(dropped) { byteCount -= query.utf8.count + 1 }
            while byteCount > Self.fileSizeLimit, dropped < contents.queries.count {
                byteCount -= contents.queries[dropped].utf8.count + 1
                dropped += 1
            }
            contents.queries.removeFirst(dropped)
        }
    }

    private mutating func refreshEntries() {
        switch contents.format {
        case .jsonStrings:
            entries = Array(contents.queries.lazy.filter { $0.contains { !$0.isWhitespace } }.prefix(maximumCount))
        case .plainLines:
            var seen = Set<String>()
            entries = []
            for query in contents.queries.reversed() where entries.count < maximumCount {
                if query.contains(where: { !$0.isWhitespace }), seen.insert(query).inserted {
                    entries.append(query)
                }
            }
        }
    }
}
