import Testing
@testable import SeekModel

/// The one reader of query text: what each kind of character makes of a term.
@Suite("Query lexer")
struct QueryLexerTests {
    func terms(_ text: String) -> [String] { QueryLexer.terms(of: text[...]).map(String.init) }
    func read(_ text: String) -> [String] { QueryLexer.terms(of: text[...]).map(QueryLexer.read) }
    func quoted(_ text: String) -> [String] { QueryLexer.quotedTerms(of: text[...]).terms.map(String.init) }
    func operators(_ term: String) -> QueryLexer.Operators { QueryLexer.operators(of: Array(term.unicodeScalars)) }
    func pattern(_ term: String) -> String { String(String.UnicodeScalarView(operators(term).pattern)) }

    @Test("Spaces separate terms; runs of spaces and spaces at the ends separate nothing more")
    func spacesSeparate() {
        #expect(terms("ab  cd") == ["ab", "cd"])
        #expect(terms("   ab   ") == ["ab"])
        #expect(terms("") == [] && terms("   ") == [])
    }

    @Test("Only the space separates: a tab reads as a space inside its term, other white space is the term's own")
    func whiteSpaceKinds() {
        #expect(terms("a\tb") == ["a\tb"])
        #expect(read("a\tb") == ["a b"])
        for other in ["\u{A0}", "\u{3000}", "\n", "\u{2003}"] {
            #expect(read("a\(other)b c") == ["a\(other)b", "c"], "U+\(String(other.unicodeScalars.first!.value, radix: 16))")
        }
    }

    @Test("A space followed by a combining mark still separates: the text is read scalar by scalar")
    func combiningMarkAfterSpace() {
        #expect(terms("x \u{301}") == ["x", "\u{301}"])
        #expect(read("a\\ \u{301}") == ["a \u{301}"])
    }

    @Test("A backslash before a space keeps the space in the term; before anything else it is itself")
    func escapedSpace() {
        #expect(terms("a\\ b c") == ["a\\ b", "c"])
        #expect(read("a\\ b c") == ["a b", "c"])
        #expect(read("ab\\ ") == ["ab "], "an escaped trailing space stays")
        #expect(read("ab\\  ") == ["ab "])
        #expect(read("a\\b") == ["a\\b"])
        #expect(read("a\\\\ b") == ["a\\ b"], "the backslash right before the space escapes it")
    }

    @Test("A lone bar is a term of its own; a bar inside a term is a character")
    func bar() {
        #expect(terms("a | b") == ["a", "|", "b"])
        #expect(QueryLexer.isBar(QueryLexer.scalars(of: "|")))
        #expect(terms("a|b") == ["a|b"])
        #expect(!QueryLexer.isBar(QueryLexer.scalars(of: "a|b")) && !QueryLexer.isBar(QueryLexer.scalars(of: "||")))
    }

    @Test("A leading ! negates, and leaves the rest to be read")
    func negation() {
        #expect(operators("!abc") == QueryLexer.Operators(negates: true, pattern: ["a", "b", "c"]))
        #expect(operators("!") == QueryLexer.Operators(negates: true))
        #expect(!operators("a!b").negates)
    }

    @Test("A leading ^ anchors at the start, after any ! and only without a quote")
    func caret() {
        #expect(operators("^abc").anchorsStart && pattern("^abc") == "abc")
        #expect(operators("!^abc").anchorsStart && operators("!^abc").negates)
        #expect(!operators("'^abc").anchorsStart && pattern("'^abc") == "^abc", "a quote comes first: the caret is the pattern's")
        #expect(!operators("^\u{301}").anchorsEnd && pattern("^\u{301}") == "\u{301}", "an operator before a combining mark is still one")
    }

    @Test("A trailing $ anchors at the end when something comes before it; a lone $ is the pattern $")
    func dollar() {
        #expect(operators("abc$").anchorsEnd && pattern("abc$") == "abc")
        #expect(!operators("$").anchorsEnd && pattern("$") == "$")
        #expect(!operators("!$").anchorsEnd && pattern("!$") == "$")
        #expect(operators("$$").anchorsEnd && pattern("$$") == "$")
        #expect(!operators("x$\u{301}").anchorsEnd, "the last scalar is the mark, not $")
        #expect(operators("^$") == QueryLexer.Operators(anchorsStart: true, anchorsEnd: true), "both anchors, no pattern")
    }

    @Test("A leading ' quotes, after any !, and is read before a trailing $ is taken off")
    func quote() {
        #expect(operators("'abc") == QueryLexer.Operators(quotes: true, pattern: ["a", "b", "c"]))
        #expect(operators("!'abc") == QueryLexer.Operators(negates: true, quotes: true, pattern: ["a", "b", "c"]))
        #expect(operators("'abc$") == QueryLexer.Operators(quotes: true, anchorsEnd: true, pattern: ["a", "b", "c"]))
        #expect(operators("'") == QueryLexer.Operators(quotes: true))
        #expect(!operators("a'b").quotes)
    }

    @Test("A field:value term reads its field and its value, escaped or quoted")
    func fieldAndValue() {
        let plain = QueryLexer.fieldAndValue(of: "cuisine:thai")
        #expect(plain?.field == "cuisine" && plain?.value == "thai")
        let escaped = QueryLexer.fieldAndValue(of: "cuisine:Middle\\ Eastern")
        #expect(escaped?.field == "cuisine" && escaped?.value == "Middle Eastern")
        let quotedValue = QueryLexer.fieldAndValue(of: "cuisine:\"Middle Eastern\"")
        #expect(quotedValue?.value == "Middle Eastern")
        let open = QueryLexer.fieldAndValue(of: "cuisine:\"Middle Eas")
        #expect(open?.value == "Middle Eas")
        let empty = QueryLexer.fieldAndValue(of: "cuisine:")
        #expect(empty?.field == "cuisine" && empty?.value == "")
        #expect(QueryLexer.fieldAndValue(of: "thai") == nil)
    }

    @Test("For tokens a quoted field value is one term, spaces included; for the matcher it is two")
    func quotedValues() {
        #expect(quoted("soup cuisine:\"Middle Eastern\" x") == ["soup", "cuisine:\"Middle Eastern\"", "x"])
        #expect(terms("soup cuisine:\"Middle Eastern\" x") == ["soup", "cuisine:\"Middle", "Eastern\"", "x"])
        let open = QueryLexer.quotedTerms(of: "cuisine:\"Middle ")
        #expect(open.terms == ["cuisine:\"Middle "] && !open.lastIsComplete, "an unclosed quoted value is still being typed")
        let closed = QueryLexer.quotedTerms(of: "a b ")
        #expect(closed.terms == ["a", "b"] && closed.lastIsComplete)
        #expect(!QueryLexer.quotedTerms(of: "a b").lastIsComplete)
        #expect(quoted("a\"b c\"") == ["a\"b", "c\""], "a quote that does not follow field: is an ordinary character")
    }

    @Test("A quoted value that does not close within reach is ordinary pieces")
    func quotedReach() {
        let long = String(repeating: "x", count: QueryLexer.quotedReach)
        #expect(quoted("f:\"a \(long)\"") == ["f:\"a", long + "\""])
        #expect(quoted("f:\"a b\"") == ["f:\"a b\""])
    }

    @Test("The last term is found reading back from the end, a quoted value kept whole")
    func lastTerm() {
        func last(_ text: String, limit: Int = .max) -> String? {
            QueryLexer.lastTermStart(in: text[...], limit: limit).map { String(text[$0...]) }
        }
        #expect(last("soup th") == "th")
        #expect(last("soup ") == "")
        #expect(last("soup Middle\\ Ea") == "Middle\\ Ea")
        #expect(last("soup cuisine:\"Middle Ea") == "cuisine:\"Middle Ea")
        #expect(last("soup a\tb") == "a\tb", "a tab does not end a term")
        #expect(last("soup abcdef", limit: 3) == nil, "longer than the limit")
        #expect(QueryLexer.lastPieceStart(in: "cuisine:\"Middle Ea"[...]).map { String("cuisine:\"Middle Ea"[$0...]) } == "Ea")
    }

    @Test("Escaping writes a text that reads back as one term")
    func escapingRoundTrips() {
        #expect(QueryLexer.escaped("Middle Eastern") == "Middle\\ Eastern")
        for text in ["Middle Eastern", " a  b ", "a\\ b", "plain", "a\u{3000}b"] {
            #expect(read(QueryLexer.escaped(text)) == [text], "\(text)")
        }
    }
}
