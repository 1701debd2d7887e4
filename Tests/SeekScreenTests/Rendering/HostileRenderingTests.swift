import SeekMatching
import SeekModel
import SeekTestSupport
import Testing
import SeekScreen
import SeekToolkit

/// Whether a cell is safe to send to a terminal: nothing in it is a C0 or C1 control, DEL, a bidi
/// control or a line or paragraph separator.
enum HostileRendering {
    static func isSafe(_ cell: Cell) -> Bool {
        cell.grapheme.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value >= 0x20 && !(0x7F...0x9F).contains(value) && value != 0x061C && value != 0x200E && value != 0x200F
                && !(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value) && value != 0x2028 && value != 0x2029
        }
    }
}

/// The hostile corpus drawn through the real screen: rows, the selected row, the detail pane,
/// the suggestion menu and the title, at several widths. No control byte may reach a cell, and a
/// row never takes more columns than its pane.
@Suite struct HostileRenderingTests {
    static let texts = HostileCorpus.lines.map(\.text)

    func render(_ items: [String], size: TerminalSize, options: BrowserOptions, typing: String = "") -> ScreenFrame {
        var driver = BrowserDriver(items: items, session: SearchSession(placement: .drawer(always: true)), size: size, options: options)
        for character in typing { driver.send(.user(.type(String(character)))) }
        return driver.render()
    }

    @Test(arguments: [TerminalSize(width: 80, height: 30), TerminalSize(width: 23, height: 30), TerminalSize(width: 200, height: 30)])
    func noControlByteReachesACellAtAnyWidth(size: TerminalSize) {
        for hasDetail in [false, true] {
            let frame = render(Self.texts, size: size,
                               options: BrowserOptions(title: "title \u{1B}]0;x\u{07}", allowsMultipleSelection: true, hasDetailPane: hasDetail))
            let unsafe = frame.grid.cells.filter { !HostileRendering.isSafe($0) }
            #expect(unsafe.isEmpty, "unsafe cells: \(unsafe.map(\.grapheme))")
        }
    }

    @Test func everyCorpusLineIsSelectedAndDrawnSafely() {
        var driver = BrowserDriver(items: Self.texts, session: SearchSession(), size: TerminalSize(width: 60, height: 8),
                                   options: BrowserOptions(title: "t", hasDetailPane: true))
        for index in Self.texts.indices {
            let frame = driver.render()
            #expect(frame.grid.cells.allSatisfy(HostileRendering.isSafe), "line \(HostileCorpus.lines[index])")
            driver.send(.user(.moveSelection(1)))
        }
    }

    @Test func escapeSequencesShowAsTextAndTheRestOfTheRowStaysInPlace() {
        let frame = render(Self.texts, size: TerminalSize(width: 100, height: 30), options: BrowserOptions(title: "t"))
        let lines = frame.grid.lines
        #expect(lines.contains { $0.contains("osc0 ^[]0;PWNED-TITLE^G after") })
        #expect(lines.contains { $0.contains("clear ^[[2J^[[H after") })
        #expect(lines.contains { $0.contains("c1 <9B>2J <9D>0;PWNED-TITLE<9C> <85>nel") })
        #expect(lines.contains { $0.contains("del^? nul^@after") })
        #expect(lines.contains { $0.contains("bidi <U+202E>gnp.exe<U+202C> <U+2066>iso<U+2069>") })
        #expect(lines.contains { $0.contains("a       b       cc      ddd     |") }, "tabs reach their stops")
        #expect(lines.contains { $0.contains("zwspbomshywjzwjcgj") || $0.contains("zwsp") })
    }

    @Test func matchingSeesTheOriginalTextNotItsPlaceholders() {
        let frame = render(Self.texts, size: TerminalSize(width: 80, height: 10), options: BrowserOptions(title: "t"), typing: "osc52")
        #expect(frame.grid.lines.contains { $0.contains("> osc52 ^[]52;c;cm0gLXJmIH4=^G after") })
        let caret = render(Self.texts, size: TerminalSize(width: 80, height: 10), options: BrowserOptions(title: "t"), typing: "^[")
        #expect(caret.grid.lines.contains { $0.hasPrefix("0/") || $0.contains(" 0/") }, "the placeholder ^[ is not in the text: \(caret.grid.lines)")
    }

    @Test func theHugeLineCostsNoMoreThanTheRow() {
        let huge = HostileCorpus.lines.last!.text
        #expect(huge.utf8.count > 1_000_000)
        let clock = ContinuousClock()
        var driver = BrowserDriver(items: [huge, "short"], session: SearchSession(), size: TerminalSize(width: 80, height: 10),
                                   options: BrowserOptions(title: "t"))
        let elapsed = clock.measure {
            for _ in 0..<50 { _ = driver.render() }
        }
        driver.send(.user(.moveSelection(0)))
        #expect(driver.render().grid.lines.contains { $0.hasPrefix("> huge ^[[2Jx^[[2Jx") && $0.hasSuffix("…") })
        #expect(elapsed < .seconds(2), "50 frames with a 1 MB row took \(elapsed)")
    }
}
