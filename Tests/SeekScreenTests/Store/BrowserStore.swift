import Testing
import SeekTestSupport
@testable import SeekScreen

/// The browser's exhaustive store: the generic ``TestStore`` over `SearchBrowser.handle`.
typealias BrowserStore = TestStore<SearchBrowser, BrowserAction, BrowserEffect>

extension TestStore where State == SearchBrowser, Action == BrowserAction, Effect == BrowserEffect {
    /// A store over `browser` whose failures are the running test's issues.
    init(_ browser: SearchBrowser) {
        self.init(browser, reduce: { $0.handle($1) }, report: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: SourceLocation(
                fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
        })
    }
}
