import SeekMatching

extension SearchBrowser {
    /// The `result` event for a list that input read so far replaced, with nothing typed: fzf
    /// fires it for each list it shows, the empty query's too, so a `result:pos(2)` acts on
    /// the first rows at start. `listedBefore` is the list before the arrival.
    func resultEvents(replacing listedBefore: MatchSnapshot) -> [BrowserEffect] {
        guard results != listedBefore, awaitedGeneration == nil else { return [] }
        return [.fire(.result)] + finalResultEvent()
    }

    /// `result-final` when the list on screen is the last one of the query: the input is all
    /// read and matched (fzf fires it for results that arrive once reading is done).
    func finalResultEvent() -> [BrowserEffect] {
        isInputComplete && !isBusy && awaitedGeneration == nil ? [.fire(.resultFinal)] : []
    }
}
