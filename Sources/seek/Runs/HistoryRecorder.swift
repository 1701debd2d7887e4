import SeekCatalog
import SeekModel

/// Saves each submitted query to the history file, remembering the last problem to report it
/// after the terminal is restored. A search that could not be saved stays in the store and is
/// saved with the next one.
final class HistoryRecorder {
    private var store: HistoryStore?
    private(set) var problem: String?

    init(store: HistoryStore?) {
        self.store = store
    }

    func record(_ query: SearchQuery) {
        guard var history = store, query.hasTerms else { return }
        switch history.record(query.description) {
        case .recorded, .blank:
            break
        case .tooLong(let byteCount):
            problem = "a search of \(byteCount) bytes is longer than the \(history.maximumByteCount) the history keeps"
            return
        case .notOneLine:
            problem = "a search with a line break cannot be kept in \(history.path), which has fzf's one-line layout"
            return
        }
        do {
            try history.save()
            problem = nil
        } catch {
            problem = error.description
        }
        store = history
    }
}
