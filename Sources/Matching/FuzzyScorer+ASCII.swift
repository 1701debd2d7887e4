extension FuzzyScorer {
    /// The fuzzy score of an ASCII text, as ``score(units:positions:)`` computes it, with the
    /// forward and backward passes done eight bytes at a time.
    ///
    /// - Complexity: O(n), about n/8 word operations for the passes.
    @inline(__always)
    func scoreASCII(_ text: UnsafeBufferPointer<UInt8>, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        guard let base = text.baseAddress.map(UnsafeRawPointer.init) else {
            return pattern.isEmpty ? 0 : nil
        }
        return asciiPattern.withUnsafeBufferPointer { pattern in
            asciiFolds.withUnsafeBufferPointer { folds in
                let count = pattern.count
                if count == 0 { return 0 }
                if count > text.count { return nil }
                // Earliest window.
                var index = -1
                for patternIndex in 0..<count {
                    index = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: base,
                                                  from: index + 1, to: text.count)
                    if index == text.count { return nil }
                }
                let end = index
                let start = latestStart(base, pattern, folds, endingBy: end)
                // Latest window.
                let lateStart = latestStart(base, pattern, folds, endingBy: text.count - 1)
                let fullPattern = self.pattern
                return fullPattern.withUnsafeBufferPointer { scalars in
                    if lateStart == start {
                        return Self.scoreWindow(text, start: start, end: end, pattern: scalars, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: positions)
                    }
                    var lateEnd = lateStart
                    for patternIndex in 1..<max(count, 1) {
                        lateEnd = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: base,
                                                        from: lateEnd + 1, to: text.count)
                    }
                    let early = Self.scoreWindow(text, start: start, end: end, pattern: scalars, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: nil)
                    let late = Self.scoreWindow(text, start: lateStart, end: lateEnd, pattern: scalars, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: nil)
                    if positions != nil {
                        let (from, to) = late > early ? (lateStart, lateEnd) : (start, end)
                        _ = Self.scoreWindow(text, start: from, end: to, pattern: scalars, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: positions)
                    }
                    return max(early, late)
                }
            }
        }
    }

    @inline(__always)
    private func latestStart(
        _ base: UnsafeRawPointer,
        _ pattern: UnsafeBufferPointer<UInt8>,
        _ folds: UnsafeBufferPointer<UInt8>,
        endingBy end: Int
    ) -> Int {
        var index = end + 1
        var patternIndex = pattern.count - 1
        while patternIndex >= 0 {
            index = ByteSearch.lastIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: base, from: 0, to: index)
            patternIndex -= 1
        }
        return index
    }
}
