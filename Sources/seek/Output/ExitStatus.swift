/// seek's exit codes, which scripts rely on; they match fzf's where fzf has the same case.
enum ExitStatus {
    /// An item was chosen, or `--filter` printed at least one match.
    static let success: Int32 = 0
    /// Nothing matched (`--filter`), or Return was pressed on an empty list.
    static let noMatch: Int32 = 1
    /// Bad input, a bad option, or no terminal: a one-line message went to standard error.
    static let error: Int32 = 2
    /// The user cancelled (Esc when not searching, Ctrl-C).
    static let cancelled: Int32 = 130

    /// The conventional status after a fatal signal: 128 plus its number.
    static func signal(_ number: Int32) -> Int32 { 128 + number }
}
