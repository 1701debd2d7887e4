import Testing
import SeekTestSupport
@testable import SeekModel

/// The session's exhaustive store: the generic ``TestStore`` over `SearchSession.send`.
typealias SessionStore = TestStore<SearchSession, SearchAction, SearchEffect>
/// The find navigator's exhaustive store, over `FindNavigator.send`.
typealias FindNavigatorStore = TestStore<FindNavigator, FindAction, FindEffect>

extension TestStore where State == SearchSession, Action == SearchAction, Effect == SearchEffect {
    /// A store over `session` whose failures are the running test's issues.
    init(_ session: SearchSession) {
        self.init(session, reduce: { $0.send($1) }, report: recordIssue)
    }
}

extension TestStore where State == FindNavigator, Action == FindAction, Effect == FindEffect {
    /// A store over `navigator` whose failures are the running test's issues.
    init(_ navigator: FindNavigator) {
        self.init(navigator, reduce: { $0.send($1) }, report: recordIssue)
    }
}

/// Records a store's failure at the line that sent the action.
func recordIssue(_ failure: TestStoreFailure) {
    Issue.record(Comment(rawValue: failure.message), sourceLocation: SourceLocation(
        fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
}
