/// A table printed either with aligned columns for a terminal or as a Markdown table for a
/// RESULTS file. Columns after the first `leftColumns` are numbers and align right.
struct TextTable {
    var headers: [String]
    var leftColumns: Int
    var rows: [[String]] = []

    init(headers: [String], leftColumns: Int) {
        self.headers = headers
        self.leftColumns = leftColumns
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    func rendered(markdown: Bool) -> String {
        if markdown {
            let rule = headers.indices.map { $0 < leftColumns ? "---" : "---:" }
            return ([headers, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
        }
        let widths = headers.indices.map { column in
            ([headers] + rows).map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return ([headers] + rows).map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return column < leftColumns ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
