extension FindNavigator {
    /// Applies `change` to the focused field's text; typing in a hidden navigator does nothing.
    mutating func editFocusedField(_ change: (inout String) -> Void) {
        guard isPresented else { return }
        switch focusedField {
        case .find:
            var edited = findText
            change(&edited)
            setFindText(edited)
        case .replace:
            change(&replacementText)
        }
    }

    mutating func setFindText(_ newText: String) {
        guard newText != findText else { return }
        findText = newText
        refreshMatches(keepingPositionOf: currentMatch.map(utf8Offset(of:)))
    }

    mutating func setOptions(_ newOptions: FindOptions) {
        guard newOptions != options else { return }
        options = newOptions
        refreshMatches(keepingPositionOf: currentMatch.map(utf8Offset(of:)))
    }

    /// Takes a text changed outside the navigator; the current match stays where it was.
    mutating func setText(_ newText: String) {
        guard newText != text else { return }
        let position = currentMatch.map(utf8Offset(of:))
        text = newText
        refreshMatches(keepingPositionOf: position)
    }

    mutating func moveCurrentMatch(by steps: Int) {
        guard let current = currentMatchIndex else { return }
        let count = matches.count
        currentMatchIndex = ((current + steps) % count + count) % count
    }

    /// Finds the matches again (none while hidden) and makes current the first one starting at
    /// or after the UTF-8 offset `position`, else the first one.
    mutating func refreshMatches(keepingPositionOf position: Int?) {
        guard isPresented else {
            matches = []
            currentMatchIndex = nil
            return
        }
        matches = FindPattern(findText, options: options).matches(in: text)
        guard !matches.isEmpty else {
            currentMatchIndex = nil
            return
        }
        guard let position else {
            currentMatchIndex = 0
            return
        }
        currentMatchIndex = matches.firstIndex { utf8Offset(of: $0) >= position } ?? 0
    }

    /// Where `range` starts, counted in UTF-8 bytes: a position that outlives the text's indexes.
    func utf8Offset(of range: Range<String.Index>) -> Int {
        text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }
}
