import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen
import SeekToolkit
import Testing

/// fzf's display options on seek's screen: --cycle, --pointer, --marker, --info, --border.
@Suite struct DisplayOptionTests {
    let size = TerminalSize(width: 40, height: 10)

    func browser(_ configure: (inout BrowserOptions) -> Void) -> SearchBrowser {
        var options = BrowserOptions(title: "t", allowsMultipleSelection: true)
        configure(&options)
        var browser = SearchBrowser(itemCount: 5, size: size, options: options)
        _ = browser.handle(.arrived(.progress(isBusy: false, totalCount: 5)))
        return browser
    }

    func screen(_ browser: SearchBrowser) -> [String] {
        let content = LinesContent(["alpha", "beta", "gamma", "delta", "epsilon"])
        return SearchScreen(content: content).render(browser).grid.lines
    }

    @Test func cycleWrapsFromTheLastRowToTheFirst() {
        var cycling = browser { $0.cyclesSelection = true }
        _ = cycling.handle(.user(.moveToLast))
        _ = cycling.handle(.user(.moveSelection(1)))
        #expect(cycling.selectedRow == 0)
        var stopping = browser { _ in }
        _ = stopping.handle(.user(.moveToLast))
        _ = stopping.handle(.user(.moveSelection(1)))
        #expect(stopping.selectedRow == 4)
    }

    @Test func pointerAndMarkerAreDrawnAsGiven() {
        var marked = browser {
            $0.pointer = "▶"
            $0.marker = "+"
        }
        _ = marked.handle(.host(.session(.focus(.results))))
        _ = marked.handle(.user(.toggleMark))
        let lines = screen(marked)
        #expect(lines.contains { $0.hasPrefix(" +alpha") })
        #expect(lines.contains { $0.hasPrefix("▶ beta") })
    }

    @Test func inlineInfoPutsTheCountOnTheFieldRowAndHiddenDropsTheStatusLine() {
        let inline = screen(browser { $0.info = .inline })
        #expect(inline.contains { $0.contains("Search") && $0.hasSuffix("< 5/5") })
        #expect(!inline.contains { $0.hasPrefix("5/5") })
        let hidden = screen(browser { $0.info = .hidden })
        #expect(!hidden.contains { $0.contains("5/5") })
        #expect(browser { $0.info = .hidden }.layout.status.isEmpty)
    }

    @Test func aBorderBoxesTheScreenAndLaysTheRestInside() {
        let boxed = browser { $0.hasBorder = true }
        let lines = screen(boxed)
        #expect(lines.first?.hasPrefix("╭") == true)
        #expect(lines.last?.hasPrefix("╰") == true)
        #expect(boxed.layout.list.column == 1)
        #expect(boxed.layout.list.right == size.width - 1)
    }
}

/// A few plain lines as the screen's content.
struct LinesContent: BrowserContent {
    var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func text(ofItem index: Int) -> String { lines[index] }
    func highlightedCharacters(in text: String, query: String) -> Set<Int> { [] }
}
