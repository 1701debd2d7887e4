extension FindNavigator {
    /// Replaces the current match with ``replacementText`` and makes current the first match
    /// after the replacement (wrapping), so that repeating it walks through the text once.
    mutating func replaceCurrentMatch() -> [FindEffect] {
        guard canReplace, let range = currentMatch else { return [] }
        let before = text
        let resume = utf8Offset(of: range) + replacementText.utf8.count
        text.replaceSubrange(range, with: replacementText)
        refreshMatches(keepingPositionOf: resume)
        return [.edit(FindEdit(before: before, after: text, replacedCount: 1))]
    }

    /// Replaces every match, building the new text in one pass, as one edit.
    mutating func replaceAllMatches() -> [FindEffect] {
        guard canReplace else { return [] }
        let before = text
        var replaced = ""
        replaced.reserveCapacity(text.utf8.count)
        var copied = text.startIndex
        for range in matches {
            replaced += text[copied..<range.lowerBound]
            replaced += replacementText
            copied = range.upperBound
        }
        replaced += text[copied...]
        let count = matches.count
        text = replaced
        refreshMatches(keepingPositionOf: nil)
        return [.edit(FindEdit(before: before, after: text, replacedCount: count))]
    }
}
