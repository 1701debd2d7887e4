import SeekCatalog
import SeekScreen
import SeekToolkit

/// Where the last clicks on fzf's header and footer landed, as fzf exports them to every
/// command: `FZF_CLICK_HEADER_LINE` and `_COLUMN` (0 before a click), and `_WORD` and `_NTH` when
/// the click was on a word; `FZF_CLICK_FOOTER_LINE`, `_COLUMN` and `_WORD` likewise. Each is also
/// set under seek's prefix (`SEEK_CLICK_HEADER_LINE`).
///
/// A header line's words are its fields by `--delimiter` (each with the delimiter after it, as
/// fzf's tokens have it, less trailing blanks), numbered across the header's lines down the
/// screen for `_NTH`, the last line's last one as `N..`; a footer line's words are split on blanks.
public struct ClickVariables: Equatable {
    public var header: SectionClick?
    public var footer: SectionClick?
    /// How header lines split into words (the run's `--delimiter`).
    public var splitter: FieldSplitter

    public init(header: SectionClick?, footer: SectionClick?, splitter: FieldSplitter = FieldSplitter()) {
        self.header = header
        self.footer = footer
        self.splitter = splitter
    }

    /// The variables by their names without the prefix; a word's are absent when the click was
    /// not on one.
    var values: [(name: String, value: String?)] {
        var values: [(name: String, value: String?)] = [
            ("CLICK_HEADER_LINE", String(header?.line.number ?? 0)), ("CLICK_HEADER_COLUMN", String(header?.column ?? 0)),
            ("CLICK_FOOTER_LINE", String(footer?.line.number ?? 0)), ("CLICK_FOOTER_COLUMN", String(footer?.column ?? 0)),
        ]
        let headerWord = header.flatMap { click in
            Self.word(in: click.line.text, atColumn: click.column - 1, splitter: splitter).map { (click, $0) }
        }
        values.append(("CLICK_HEADER_WORD", headerWord?.1.text))
        values.append(("CLICK_HEADER_NTH", headerWord.map { click, word in
            let before = click.line.textsBefore.reduce(0) { $0 + splitter.fieldRanges(of: $1).count }
            return String(before + word.index + 1) + (click.line.isLast && word.isLast ? ".." : "")
        }))
        let footerWord = footer.flatMap { Self.word(in: $0.line.text, atColumn: $0.column - 1, splitter: FieldSplitter()) }
        values.append(("CLICK_FOOTER_WORD", footerWord?.text))
        return values
    }

    /// `environment` with the variables set under both prefixes, and a word's taken away when
    /// the click was not on one.
    public func added(to environment: [String: String]) -> [String: String] {
        ExportedVariables.setting(values, in: environment)
    }

    /// The word of `line` under `column` (from 0, where the line's text starts): the field there
    /// with the delimiter that follows it, less trailing blanks; its index among the line's
    /// fields and whether it is the last.
    static func word(in line: String, atColumn column: Int, splitter: FieldSplitter) -> (text: String, index: Int, isLast: Bool)? {
        let fields = splitter.fieldRanges(of: line)
        for (index, field) in fields.enumerated() {
            let end = index + 1 < fields.count ? fields[index + 1].lowerBound : line.endIndex
            var word = line[field.lowerBound..<end]
            while let last = word.last, last.isWhitespace { word = word.dropLast() }
            let start = DisplayWidth.of(String(line[..<field.lowerBound]))
            let leadingBlanks = word.prefix { $0.isWhitespace }.count
            if column >= start + leadingBlanks && column < start + DisplayWidth.of(String(word)) {
                return (String(word), index, index == fields.count - 1)
            }
        }
        return nil
    }
}
