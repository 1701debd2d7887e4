import SeekModel

extension SearchBrowser {
    /// The cursor's row when a reload began, and the query it was listed for.
    struct RowBeforeReload: Sendable, Equatable {
        var row: Int
        var queryText: String
    }

    /// Takes what arrived from the host's work or the terminal.
    mutating func take(_ arrival: Arrival) -> [BrowserEffect] {
        switch arrival {
        case .resize(let newSize):
            size = newSize
            select(selectedRow)
        case .matches(let snapshot, let counts):
            return arrive(snapshot, scopeCounts: counts)
        case .progress(let busy, let totalCount):
            let (listedBefore, wasBusy) = (results, isBusy)
            let effects = progress(isBusy: busy, totalCount: totalCount)
            let events = resultEvents(replacing: listedBefore)
            // Matching the last of the input ended: the list on screen is final.
            return (events.isEmpty && wasBusy && !busy ? finalResultEvent() : events) + effects
        case .previewOutput(let output):
            receivePreview(output)
        case .inputReplaced:
            markedItems = []
            isInputComplete = false
            // The old rows are gone, as fzf's reload clears its list: nothing is selected until
            // the new input's results come, so the preview and the detail run again for the row
            // then under the cursor even when it sits at the old one's index.
            results = .everything(totalCount: 0, generation: results.generation, queryText: results.queryText,
                                  isReversed: options.listsInputReversed)
            itemsRead = 0
            rowBeforeReload = rowBeforeReload ?? RowBeforeReload(row: selectedRow, queryText: results.queryText)
            select(selectedRow)
            return forward(session.send(.refresh))
        case .itemsDropped(let count):
            markedItems = markedItems.compactMap { $0 >= count ? $0 - count : nil }
        case .itemsMoved(let moved):
            // A row read twice (for two queries) is one row now: marked once.
            var seen = Set<Int>()
            markedItems = markedItems.compactMap { moved[$0] }.filter { seen.insert($0).inserted }
        case .detailText(let text):
            receiveDetailText(text)
        case .inputCompleted:
            guard !isInputComplete else { return [] }
            isInputComplete = true
            return [.fire(.load)] + finalResultEvent()
        case .vocabulary(let scopes, let suggestedTokens, let tokenFields):
            return applyVocabulary(scopes: scopes, suggestedTokens: suggestedTokens, tokenFields: tokenFields)
        case .note(let note):
            providerNote = note
        case .commandFailed(let note):
            commandNote = note
        }
        return []
    }

    /// The host's background work started or stopped, with `totalCount` items read so far.
    private mutating func progress(isBusy busy: Bool, totalCount: Int) -> [BrowserEffect] {
        isBusy = busy
        itemsRead = totalCount
        if busy { tick &+= 1 }
        let narrows = session.query.hasTerms || session.query.scope?.filter != nil
        if results.queryText.isEmpty && !narrows && totalCount != results.totalCount {
            // With nothing typed and no scope chosen, every item read so far is listed.
            results = .everything(totalCount: totalCount, generation: results.generation, isReversed: options.listsInputReversed)
            select(rowBeforeReload?.row ?? selectedRow)
            settleRowBeforeReload()
        }
        if !busy && choosesWhenResultsArrive && awaitedGeneration == nil {
            // Input and matching are done: what is listed now is the answer.
            choosesWhenResultsArrive = false
            return [finishChoosing()]
        }
        return []
    }

    /// Forgets the row kept across a reload once the cursor is back on it, once all of the new
    /// input is listed, or once another query is on screen.
    mutating func settleRowBeforeReload() {
        guard let kept = rowBeforeReload else { return }
        if results.matches.count > kept.row || isInputComplete && !isBusy || results.queryText != kept.queryText {
            rowBeforeReload = nil
        }
    }

    /// Takes the data's scopes, suggested tokens and token fields; new scopes need their counts,
    /// so the query on screen is asked for again when choosing them did not ask already.
    mutating func applyVocabulary(scopes: [SearchScope], suggestedTokens: [SearchToken],
                                  tokenFields: Set<String>) -> [BrowserEffect] {
        configureSession { $0.tokenFields = tokenFields }
        var effects: [BrowserEffect] = []
        if suggestedTokens != session.suggestedTokens {
            effects += edit(.setSuggestedTokens(suggestedTokens))
        }
        if scopes != session.scopes {
            let before = session.generation
            effects += edit(.setScopes(scopes))
            if session.generation == before {
                effects.append(.match(session.matchedQuery, generation: before))
            }
        }
        select(selectedRow)
        return effects
    }

    /// The status line's note: the host's, and a failed command's until the next key.
    public var statusMessage: String? {
        let notes = [providerNote, commandNote].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }
}
