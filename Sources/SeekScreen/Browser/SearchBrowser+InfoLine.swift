extension SearchBrowser {
    /// The counts and indicators as fzf's info line writes them (`100/100 (2) +T`), which
    /// `--info-command` gets as `FZF_INFO`.
    public var infoCounts: String {
        var info = InfoLine(matchedCount: results.matchedCount ?? results.matches.count, totalCount: results.totalCount,
                            markedCount: options.allowsMultipleSelection ? markedItems.count : nil)
        info.indicators = [tracking.indicator, isWaitingForSearch ? "(..)" : nil].compactMap { $0 }
        info.markLimit = options.markLimit
        return info.counts
    }
}
