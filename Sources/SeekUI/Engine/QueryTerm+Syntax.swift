import SeekMatching
import SeekModel

extension QueryTerm {
    /// The term written back in fzf's syntax, so that `Query(term.syntax)` parses to this term
    /// alone: how SeekUI compiles one term by itself with SeekMatching's public API, to match each
    /// term against each field of an item on its own.
    ///
    /// Each form is written so that the parser cannot read the pattern's own characters as
    /// operators: an exact term gets a trailing `$` that the parser drops (`'ab$` is exact `ab`),
    /// so a pattern ending in `$` survives; spaces are escaped (`\ `, as SeekModel's `QueryLexer`
    /// reads them). The forms a parse never makes (a positive fuzzy pattern starting with `'`,
    /// say) need no care. Smart case and the folding of accented letters follow from the pattern,
    /// as they did when it was typed.
    var syntax: String {
        let pattern = QueryLexer.escaped(self.pattern)
        switch (kind, isNegated) {
        case (.fuzzy, false): return pattern
        case (.fuzzy, true): return "!'\(pattern)$"
        case (.exact, false): return "'\(pattern)$"
        case (.exact, true): return "!\(pattern)"
        case (.prefix, false): return "^\(pattern)"
        case (.prefix, true): return "!^\(pattern)"
        case (.suffix, false): return "\(pattern)$"
        case (.suffix, true): return "!\(pattern)$"
        case (.whole, false): return "^\(pattern)$"
        case (.whole, true): return "!^\(pattern)$"
        case (.boundary, false): return "'\(pattern)'"
        case (.boundary, true): return "!'\(pattern)'"
        }
    }
}
