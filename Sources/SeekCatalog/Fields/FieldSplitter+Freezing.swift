extension FieldSplitter {
    /// Where fzf's `--freeze-left` fields end and `--freeze-right` fields begin in `line`, as
    /// character offsets: the middle between them is what scrolls. As fzf measures them, a
    /// field counts with the delimiter after it; the left end stops before that delimiter's
    /// trailing blanks, the right end starts at the delimiter's first non-blank character (so
    /// `, 9999 , 10000 ,` with `--delimiter ' , '`). `left` and `right` are the fields' counts;
    /// when the right fields would reach into the left ones, the right end starts where the left
    /// one ends, and with no fields left of them the whole line is the right end.
    public func frozenBounds(of line: String, left: Int, right: Int) -> (left: Int, right: Int) {
        let fields = fieldRanges(of: line)
        let count = line.count
        func offset(_ index: String.Index) -> Int { line.distance(from: line.startIndex, to: index) }
        /// The end of field `index` with its delimiter: where the next field starts.
        func tokenEnd(_ index: Int) -> String.Index {
            index + 1 < fields.count ? fields[index + 1].lowerBound : line.endIndex
        }
        var leftEnd = -1
        if left > 0, !fields.isEmpty {
            let index = min(left, fields.count) - 1
            var end = tokenEnd(index)
            let start = index == 0 ? line.startIndex : fields[index].lowerBound
            while end > start, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
            leftEnd = offset(end)
        }
        var rightStart = -1
        if right > 0 {
            let index = max(left - 1, fields.count - right - 1)
            if index < 0 {
                rightStart = 0
            } else if index >= left {
                let end = tokenEnd(index)
                let delimiter = line[fields[index].upperBound..<end].drop { $0.isWhitespace }
                rightStart = offset(end) - delimiter.count
            }
            rightStart = max(rightStart, leftEnd)
        }
        let leftBound = max(0, leftEnd)
        return (leftBound, rightStart >= leftBound ? rightStart : count)
    }
}
