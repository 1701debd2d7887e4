/// Reads a command template as the shell that will run it reads it, to know the quoting in force
/// at each placeholder: outside quotes, in `'…'`, `"…"`, `$'…'`, inside `$(…)` (or fish's
/// `(…)`) nested in any of them, in a comment.
///
/// Where shells disagree or the text cannot be followed by a lexer (a here-document, arithmetic,
/// backticks, a `case` inside `$(…)`, quotes inside `${…}`, `\'` inside `$'…'`, which shells
/// without `$'…'` read as the end of a quote), the placeholders from there on are marked
/// unsure, and ``CommandTemplate`` refuses to run the command rather than guess.
/// Text inside `${…}` holds no placeholder (`${1}` is the shell's).
struct TemplateLexer {
    private enum Frame {
        case top
        /// `$(…)`: parentheses opened inside it (a subshell, `<(…)`) before its own `)`.
        case substitution(depth: Int)
        case double
        case single
        case dollarSingle
        case backticks
        case arithmetic(depth: Int)
        case comment
    }

    private let text: [UInt8]
    private let dialect: CommandShell.Dialect
    private var index = 0
    /// The position after the last byte a backslash escaped.
    private var escapedEnd = -1
    private var stack: [Frame] = [.top]
    private var unsureBecause: String?
    private var segments: [CommandTemplate.Segment] = []
    private var literal: [UInt8] = []

    /// The template's literal text and placeholders, each with the quoting it is in.
    static func segments(of text: [UInt8], dialect: CommandShell.Dialect) -> [CommandTemplate.Segment] {
        var lexer = TemplateLexer(text: text, dialect: dialect)
        lexer.run()
        return lexer.segments
    }

    private init(text: [UInt8], dialect: CommandShell.Dialect) {
        self.text = text
        self.dialect = dialect
    }

    private mutating func run() {
        while index < text.count {
            // `\{}` is a literal `{}`, in any quoting (as in fzf); the backslash goes.
            if text[index] == Byte.backslash, index + 1 < text.count,
               let (_, end) = CommandTemplate.placeholder(in: text, at: index + 1) {
                literal += text[(index + 1)..<end]
                index = end
                continue
            }
            if let (placeholder, end) = CommandTemplate.placeholder(in: text, at: index) {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = []
                segments.append(.placeholder(placeholder, text: Array(text[index..<end]), position))
                index = end
                continue
            }
            guard unsureBecause == nil else {
                copy(1)
                continue
            }
            switch stack[stack.count - 1] {
            case .top, .substitution: readUnquoted()
            case .double: readDoubleQuoted()
            case .single: readSingleQuoted()
            case .dollarSingle: readDollarSingleQuoted()
            case .backticks: readBackticks()
            case .arithmetic(let depth): readArithmetic(depth: depth)
            case .comment: readComment()
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
    }

    /// Where a placeholder at the current position stands.
    private var position: CommandTemplate.Position {
        if let unsureBecause { return .unsure(unsureBecause) }
        switch stack[stack.count - 1] {
        case .top, .substitution: return .quoted(.unquoted)
        case .double: return .quoted(.doubleQuoted)
        case .single: return .quoted(.singleQuoted)
        case .dollarSingle: return .quoted(.dollarSingleQuoted)
        case .backticks: return .unsure("inside backticks; use $(…)")
        case .arithmetic: return .unsure("inside arithmetic")
        case .comment: return .comment
        }
    }

    // MARK: - Quoting states

    private mutating func readUnquoted() {
        switch text[index] {
        case Byte.backslash:
            copy(2)
            escapedEnd = index
        case Byte.singleQuote:
            stack.append(.single)
            copy(1)
        case Byte.doubleQuote:
            stack.append(.double)
            copy(1)
        case Byte.dollar:
            readDollar(insideDoubleQuotes: false)
        case Byte.backtick where dialect == .posix:
            stack.append(.backticks)
            copy(1)
        case Byte.hash where isAtWordStart:
            stack.append(.comment)
            copy(1)
        case Byte.hash where index > 0 && (isEscaped(index - 1) || text[index - 1] == Byte.openParenthesis
                                           || text[index - 1] == Byte.closeParenthesis):
            // bash takes `(#` for a comment, zsh for a glob flag; fish takes `\;#` for one when
            // it checks the quotes and not when it runs; after a line continuation, whether `#`
            // starts a word depends on what came before it.
            becomeUnsure("after # next to a parenthesis or an escaped character")
            copy(1)
        case Byte.less where dialect == .posix && byte(at: index + 1) == Byte.less:
            // `<<<` is a here-string, one word; `<<` a here-document, whose lines are not words.
            if byte(at: index + 2) == Byte.less {
                copy(3)
            } else {
                becomeUnsure("after a here-document")
                copy(2)
            }
        case Byte.openParenthesis:
            if dialect == .fish {
                stack.append(.substitution(depth: 0))
            } else if byte(at: index + 1) == Byte.openParenthesis {
                stack.append(.arithmetic(depth: 0))
                copy(1)
            } else if case .substitution(let depth) = stack[stack.count - 1] {
                stack[stack.count - 1] = .substitution(depth: depth + 1)
            }
            copy(1)
        case Byte.closeParenthesis:
            if case .substitution(let depth) = stack[stack.count - 1] {
                if depth == 0 || dialect == .fish {
                    stack.removeLast()
                } else {
                    stack[stack.count - 1] = .substitution(depth: depth - 1)
                }
            }
            copy(1)
        case UInt8(ascii: "c") where dialect == .posix && startsWord("case")
            && (index == 0 || !Byte.wordCharacters.contains(text[index - 1])):
            // A case pattern's `)` closes no parenthesis: `$(…)` can no longer be followed.
            if case .substitution = stack[stack.count - 1] { becomeUnsure("after a case statement inside $(…)") }
            copy(1)
        default:
            copy(1)
        }
    }

    private mutating func readDoubleQuoted() {
        switch text[index] {
        case Byte.backslash:
            copy(2)
        case Byte.doubleQuote:
            stack.removeLast()
            copy(1)
        case Byte.dollar:
            readDollar(insideDoubleQuotes: true)
        case Byte.backtick where dialect == .posix:
            stack.append(.backticks)
            copy(1)
        default:
            copy(1)
        }
    }

    private mutating func readSingleQuoted() {
        switch text[index] {
        case Byte.backslash where dialect == .fish && (byte(at: index + 1) == Byte.singleQuote || byte(at: index + 1) == Byte.backslash):
            copy(2)
        case Byte.singleQuote:
            stack.removeLast()
            copy(1)
        default:
            copy(1)
        }
    }

    private mutating func readDollarSingleQuoted() {
        switch text[index] {
        case Byte.backslash:
            // A shell without `$'…'` ends the quote at `\'`; bash's `\c'` takes the quote as a
            // control character: past either, the shells disagree.
            if byte(at: index + 1) == Byte.singleQuote || byte(at: index + 1) == UInt8(ascii: "c") {
                becomeUnsure("after \\' or \\c inside $'…'")
            }
            copy(2)
        case Byte.singleQuote:
            stack.removeLast()
            copy(1)
        default:
            copy(1)
        }
    }

    private mutating func readBackticks() {
        switch text[index] {
        case Byte.backslash:
            copy(2)
        case Byte.backtick:
            stack.removeLast()
            copy(1)
        case Byte.singleQuote, Byte.doubleQuote, Byte.hash, Byte.less:
            // Where a backquoted command ends when it holds quotes, comments, here-documents or
            // `$(…)` is left undefined by POSIX.
            becomeUnsure("after quotes or substitutions inside backticks")
            copy(1)
        case Byte.dollar where byte(at: index + 1) == Byte.openParenthesis:
            becomeUnsure("after quotes or substitutions inside backticks")
            copy(1)
        default:
            copy(1)
        }
    }

    private mutating func readArithmetic(depth: Int) {
        switch text[index] {
        case Byte.openParenthesis:
            stack[stack.count - 1] = .arithmetic(depth: depth + 1)
            copy(1)
        case Byte.closeParenthesis:
            if depth > 0 {
                stack[stack.count - 1] = .arithmetic(depth: depth - 1)
                copy(1)
            } else if byte(at: index + 1) == Byte.closeParenthesis {
                stack.removeLast()
                copy(2)
            } else {
                becomeUnsure("after an arithmetic expression that does not end with ))")
                copy(1)
            }
        case Byte.singleQuote, Byte.doubleQuote, Byte.backtick, Byte.backslash:
            becomeUnsure("after quotes inside arithmetic")
            copy(1)
        default:
            copy(1)
        }
    }

    private mutating func readComment() {
        if text[index] == Byte.newline { stack.removeLast() }
        copy(1)
    }

    /// `$` outside single quotes: `$(…)`, `$((…))`, `${…}`, and outside double quotes `$'…'` and `$"…"`.
    private mutating func readDollar(insideDoubleQuotes: Bool) {
        switch byte(at: index + 1) {
        case Byte.openParenthesis:
            if dialect == .posix && byte(at: index + 2) == Byte.openParenthesis {
                stack.append(.arithmetic(depth: 0))
                copy(3)
            } else {
                stack.append(.substitution(depth: 0))
                copy(2)
            }
        case Byte.openBrace:
            readParameter()
        case UInt8(ascii: "[") where dialect == .posix:
            // `$[…]`, bash's and zsh's old arithmetic, expands as if in double quotes.
            becomeUnsure("after $[")
            copy(2)
        case Byte.singleQuote where dialect == .posix && !insideDoubleQuotes:
            stack.append(.dollarSingle)
            copy(2)
        case Byte.doubleQuote where dialect == .posix && !insideDoubleQuotes:
            stack.append(.double)
            copy(2)
        default:
            copy(1)
        }
    }

    /// `${…}`, copied whole: its braces nest; quotes or substitutions inside it are read
    /// differently by different shells (and inside `"…"`), so past them nothing is sure.
    private mutating func readParameter() {
        var end = index + 2
        var depth = 1
        while end < text.count {
            switch text[end] {
            case Byte.closeBrace:
                depth -= 1
            case Byte.openBrace:
                depth += 1
            case Byte.singleQuote, Byte.doubleQuote, Byte.backtick, Byte.backslash:
                becomeUnsure("after quotes or substitutions inside ${…}")
            case Byte.dollar where byte(at: end + 1) == Byte.openParenthesis:
                becomeUnsure("after quotes or substitutions inside ${…}")
            default:
                break
            }
            if depth == 0 || unsureBecause != nil { break }
            end += 1
        }
        if end == text.count { becomeUnsure("after an unclosed ${") }
        copy(min(end + 1, text.count) - index)
    }

    // MARK: - Helpers

    private mutating func copy(_ count: Int) {
        let end = min(index + count, text.count)
        literal += text[index..<end]
        index = end
    }

    private mutating func becomeUnsure(_ reason: String) {
        if unsureBecause == nil { unsureBecause = reason }
    }

    private func byte(at position: Int) -> UInt8? {
        position < text.count ? text[position] : nil
    }

    /// Whether the current byte begins a shell word (so `#` starts a comment, `case` a keyword):
    /// it is the first, or follows a blank or an operator's byte that no backslash escaped.
    private var isAtWordStart: Bool {
        guard index > 0 else { return true }
        return Byte.wordBreaks.contains(text[index - 1]) && !isEscaped(index - 1)
    }

    private func isEscaped(_ position: Int) -> Bool {
        position + 1 == escapedEnd
    }

    /// Whether `word` stands at the current position, followed by a blank.
    private func startsWord(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard index + bytes.count < text.count, Array(text[index..<(index + bytes.count)]) == bytes else { return false }
        return Byte.wordBreaks.contains(text[index + bytes.count])
    }
}

/// The bytes the lexer looks for.
private enum Byte {
    static let backslash = UInt8(ascii: "\\")
    static let singleQuote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let dollar = UInt8(ascii: "$")
    static let backtick = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#")
    static let less = UInt8(ascii: "<")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let newline = UInt8(ascii: "\n")
    /// What a name is made of (a `case` after one of these is not the keyword).
    static let wordCharacters: Set<UInt8> = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".utf8)
    /// What ends a word before `#`: blanks and the shell's operators (not
    /// parentheses: `(#` is a comment to bash and a glob flag to zsh, `$(…)#` is inside a word).
    static let wordBreaks: Set<UInt8> = Set(" \t\n;&|<>".utf8)
}
