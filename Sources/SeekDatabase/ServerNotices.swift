import CLibpq
import Synchronization

/// The notices and warnings a PostgreSQL server sent on seek's connections (`RAISE NOTICE` in a
/// view's function, `WARNING: terminating connection…` as the server stops), kept for the
/// status line instead of printed.
///
/// libpq's default notice processor writes each message to standard error as it comes: over
/// the screen, escape sequences and all (a notice can clear the screen or write the clipboard).
/// Every ``PostgresConnection`` hands its messages here instead, from the thread that runs
/// libpq on it; the text is data, drawn in its visible form like any other (the status line
/// draws through `VisibleText`). Only the latest message and a count are kept, so that a view
/// that raises a notice for every row costs no memory; they are forgotten with each new query.
public final class ServerNotices: Sendable {
    /// The most of a message kept, in UTF-8 bytes: more than the widest status line shows.
    public static let messageByteLimit = 1_024

    private struct State {
        var latest: String?
        var count = 0
        /// Whether a message arrived since ``note`` was last read: only the first of those wakes
        /// the screen (a view may raise one for each of thousands of rows a count reads).
        var hasUnreadNote = false
    }
    private let state = Mutex(State())
    private let whenNoticed: @Sendable () -> Void

    /// Notices that call `whenNoticed` (on the thread that received one) when a message arrives
    /// and ``note`` has not been read since the last, so that the screen can show it.
    public init(whenNoticed: @escaping @Sendable () -> Void = {}) {
        self.whenNoticed = whenNoticed
    }

    /// Keeps `message` (its severity and text) as the latest.
    func record(severity: String, message: String) {
        var text = message
        // A multi-line message (a DETAIL, a HINT) keeps its first line: the status line is one.
        if let end = text.firstIndex(where: { $0 == "\n" || $0 == "\r" }) { text = String(text[..<end]) }
        if text.utf8.count > Self.messageByteLimit {
            text = String(decoding: text.utf8.prefix(Self.messageByteLimit), as: UTF8.self)
        }
        let line = "server \(severity.isEmpty ? "NOTICE" : severity): \(text)"
        let wakes = state.withLock { state in
            defer { state.hasUnreadNote = true }
            state.latest = line
            state.count += 1
            return !state.hasUnreadNote
        }
        if wakes { whenNoticed() }
    }

    /// How many messages arrived since the last ``clear()``.
    public var count: Int { state.withLock { $0.count } }

    /// Forgets the messages so far: called as a new query is sent, so that the status line
    /// shows the messages of the query on screen (a view's notices come again with its pages),
    /// not one from a connection that has since been replaced.
    public func clear() {
        state.withLock { $0 = State() }
    }

    /// What the status line says: the latest message, with how many came before it; nil before
    /// the first. The text is the server's, unchanged: whoever shows it draws it visibly.
    public var note: String? {
        state.withLock { state in
            state.hasUnreadNote = false
            guard let latest = state.latest else { return nil }
            return state.count > 1 ? "\(latest) (\(state.count) messages)" : latest
        }
    }

    /// The receiver each connection gives libpq (`PQsetNoticeReceiver`), whose argument is the
    /// connection's ``ServerNotices``, unretained: the connection holds it for as long as libpq
    /// may call this.
    static let receiver: PQnoticeReceiver = { argument, result in
        guard let argument, let result else { return }
        let notices = Unmanaged<ServerNotices>.fromOpaque(argument).takeUnretainedValue()
        let field = { (code: UInt8) in PQresultErrorField(result, Int32(code)).map { String(cString: $0) } }
        // The non-localised severity when the server sends one (9.6 and later), else the localised one.
        let severity = field(UInt8(ascii: "V")) ?? field(UInt8(ascii: "S")) ?? ""
        let message = field(UInt8(ascii: "M")) ?? String(cString: PQresultErrorMessage(result))
        notices.record(severity: severity, message: message)
    }
}
