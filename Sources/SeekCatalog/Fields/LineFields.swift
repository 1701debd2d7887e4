/// How plain lines are shown and searched by fields (`--delimiter`, `--with-nth`, `--nth`), and
/// without their escape sequences (`--ansi`).
public struct LineFields: Sendable, Equatable {
    /// How a line splits into fields.
    public var splitter: FieldSplitter
    /// The fields shown (and searched) instead of the whole line; nil for the whole line.
    public var shown: FieldSelection?
    /// The fields of the shown text that the query is matched against; nil for all of it.
    public var searched: FieldSelection?
    /// Whether escape sequences are taken out of each line before anything else (`--ansi`):
    /// its colours are drawn, the rest of it is what is matched, split and printed.
    public var stripsEscapeSequences: Bool

    public init(splitter: FieldSplitter = FieldSplitter(), shown: FieldSelection? = nil, searched: FieldSelection? = nil,
                stripsEscapeSequences: Bool = false) {
        self.splitter = splitter
        self.shown = shown
        self.searched = searched
        self.stripsEscapeSequences = stripsEscapeSequences
    }

    /// Whether lines are shown or searched by fields rather than as they are.
    public var isIdentity: Bool { shown == nil && searched == nil }

    /// Whether what is matched differs from the line as read.
    public var changesSearchedText: Bool { !isIdentity || stripsEscapeSequences }

    /// `line` as it is matched, split and printed: without escape sequences with `--ansi`.
    public func plainText(of line: String) -> String {
        stripsEscapeSequences ? EscapeSequences.stripped(line) : line
    }

    /// The text shown for `line`. As in fzf, `--with-nth` splits the line as read, joins the
    /// fields with what follows each in the line (``FieldSelection/joinedText(of:splitter:)``),
    /// and the fields it keeps lose their escape sequences after (so a delimiter inside a
    /// sequence still separates fields), while `--nth` splits the text shown.
    public func shownText(of line: String) -> String {
        plainText(of: shown.map { $0.joinedText(of: line, splitter: splitter) } ?? line)
    }

    /// The text the query is matched against for `line`.
    public func searchedText(of line: String) -> String {
        let shownLine = shownText(of: line)
        return searched.map { $0.text(of: shownLine, splitter: splitter) } ?? shownLine
    }
}
