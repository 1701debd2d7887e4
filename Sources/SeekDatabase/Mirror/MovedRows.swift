import SeekCatalog

/// Where the rows the server path read are in a table's mirror: the server's data set holds the
/// rows of every page read, in the order they came (a row read for two queries twice); the
/// mirror holds each row of the table once, in its own order. Marks are indexes, so when
/// ``MirroredTableSearch`` switches to the mirror they must move to the same rows there.
///
/// A row is found by its values (every column read: a table's key need not be one of them,
/// and a table may have none); rows whose values are all equal are interchangeable, printed the
/// same, so each old index takes the next mirror row with its values, round again when the
/// mirror has fewer of them. A row not in the mirror (written after the server read it) has
/// no new index: its mark goes rather than move to another row.
enum MovedRows {
    /// The new index in `mirror` of each row of `old`.
    static func newIndexes(of old: DataSet, in mirror: DataSet) -> [Int: Int] {
        // The rows' shown text narrows the search; the records' values decide.
        var oldIndexes: [String: [Int]] = [:]
        for index in 0..<old.items.count {
            oldIndexes[old.items.text(at: index), default: []].append(index)
        }
        guard !oldIndexes.isEmpty else { return [:] }
        var candidates: [String: [Int]] = [:]
        for index in 0..<mirror.items.count {
            let text = mirror.items.text(at: index)
            if oldIndexes[text] != nil { candidates[text, default: []].append(index) }
        }
        var moved: [Int: Int] = [:]
        for (text, indexes) in oldIndexes {
            guard let found = candidates[text] else { continue }
            // Each group of rows with the same values, in the mirror's order.
            var groups: [(record: Record, indexes: [Int], next: Int)] = []
            for index in found {
                let record = mirror.records[index]
                if let group = groups.firstIndex(where: { $0.record == record }) {
                    groups[group].indexes.append(index)
                } else {
                    groups.append((record, [index], 0))
                }
            }
            for index in indexes {
                let record = old.records[index]
                guard let group = groups.firstIndex(where: { $0.record == record }) else { continue }
                let taken = groups[group]
                moved[index] = taken.indexes[taken.next % taken.indexes.count]
                groups[group].next += 1
            }
        }
        return moved
    }
}
