/// A query to type one key at a time, with the match count each prefix must show: computed
/// beforehand by `seek --filter PREFIX < corpus`, since seek and fzf agree on match sets.
struct TypingPlan {
    var query: String
    /// The keys, as typed: one Unicode character each.
    var keys: [String]
    /// `counts[i]` is the match count once `keys[0...i]` are typed.
    var counts: [Int]

    init(query: String, corpus: Corpus, seekPath: String) throws(BenchmarkFailure) {
        self.query = query
        keys = query.map { String($0) }
        counts = []
        var prefix = ""
        for key in keys {
            prefix += key
            var lines = 0
            try CommandOutput.read([seekPath, "--filter", prefix], input: corpus.path, seconds: 120) { chunk in
                for byte in chunk where byte == 0x0A { lines += 1 }
            }
            counts.append(lines)
        }
    }

    /// Whether key `index` changes the count on screen (from `total` before the first key): a
    /// key that does not cannot be timed by watching the count, and is typed but not timed.
    func changesCount(at index: Int, total: Int) -> Bool {
        counts[index] != (index == 0 ? total : counts[index - 1])
    }

    /// How many keys are timed.
    func timedKeys(total: Int) -> Int {
        counts.indices.filter { changesCount(at: $0, total: total) }.count
    }
}
