import SeekToolkit
import SeekMatching
import SeekModel

/// The whole interactive state of seek's screen: the search session, the results shown, the
/// list's selection, scroll position and marks, and the suggestion menu. ``handle(_:)`` is its
/// only mutation and is pure, so every behaviour of the screen can be tested by sending actions.
///
/// It lives beside the screen rather than in `SeekModel` because rows, pages and marks are a
/// list's concerns, not a search's: another front end can adopt the session without this list.
public struct SearchBrowser: Sendable, Equatable {
    /// The search field's state and rules.
    public internal(set) var session: SearchSession
    /// The results currently shown.
    public internal(set) var results: MatchSnapshot
    /// How many results each scope holds for the current text and tokens, when the host knows.
    public internal(set) var scopeCounts: [Int]?
    /// The selected row, an index into the results.
    public internal(set) var selectedRow: Int
    /// The first row shown at the top of the list.
    public internal(set) var firstVisibleRow: Int
    /// The row the cursor was on when a reload replaced the input: fzf keeps the cursor's row
    /// (its index, not its item), so it goes back there as the new rows come, for the query then
    /// typed; nil otherwise.
    var rowBeforeReload: RowBeforeReload?
    /// The marked items (input indexes), in the order they were marked.
    public internal(set) var markedItems: [Int]
    /// What the last kill in the field took, for `yank` to put back (fzf keeps one).
    public internal(set) var killedText: String
    /// Whether Esc closed the suggestion menu; it opens again when the query changes.
    public internal(set) var isSuggestionMenuClosed: Bool
    /// Whether the host is matching or reading input (the status line shows a spinner).
    public internal(set) var isBusy: Bool
    /// How many frames have been drawn while busy, to animate the spinner.
    public internal(set) var tick: Int
    /// The terminal's size.
    public internal(set) var size: TerminalSize
    /// The generation of the last match the host was asked for and has not answered yet.
    public internal(set) var awaitedGeneration: Int?
    /// Whether Return was pressed while a match was outstanding: the choice is made from that
    /// match's results when they arrive, never from the stale rows on screen (typing fast and
    /// pressing Return chooses what the query finds, as the user expects).
    public internal(set) var choosesWhenResultsArrive: Bool
    /// The preview pane's output and scroll position.
    public internal(set) var preview: PreviewState
    /// Whether the query filters the list; off (`--disabled`), the list shows every item while
    /// the query is still typed, for commands that use it.
    public internal(set) var isFilteringEnabled: Bool
    /// While recent searches are being recalled: the one in the field (0 is the newest) and the
    /// text typed before the first recall.
    public internal(set) var recall: SearchRecall?
    /// The query last submitted: in the submit-based patterns, Return on the results of that
    /// search chooses without submitting it again, so a host's submit handler runs once per search.
    public internal(set) var submittedQuery: SearchQuery?
    /// Where the cursor is in the field's text, as a UTF-8 offset (see ``FieldText``). It moves
    /// to the end whenever the text changes other than by an edit at the cursor: the host sets
    /// it, a suggestion fills it, a recent search is recalled, terms become tokens.
    public internal(set) var cursorOffset: Int
    /// Find over the preview or detail pane's text: read-only text, so replace is disabled and
    /// the replace field never shows.
    public internal(set) var find: FindNavigator
    /// The pane find is open over; nil while it is closed.
    public internal(set) var findPane: FindPane?
    /// The selected item's detail pane text, as the host last sent it.
    public internal(set) var detailText: String
    /// The line the detail pane is scrolled to while find is open over it.
    public internal(set) var detailFirstLine: Int
    /// How many items the host has read, as its progress last said; nil before it said.
    public internal(set) var itemsRead: Int?
    /// Whether the host has read all of its input (`load` fired); a reload reads anew.
    public internal(set) var isInputComplete: Bool
    /// The generation whose `result` event fired, so that each query's results fire it once.
    public internal(set) var announcedGeneration: Int?
    /// The generation whose results the provider was last asked for suggestions on.
    public internal(set) var suggestedGeneration: Int?
    /// What the host's preview command reads; nil without a preview command.
    public internal(set) var previewInputs: PreviewInputs?
    /// What the running preview was started for; nil asks for a new run.
    public internal(set) var previewSubject: PreviewSubject?
    /// The preview layout as actions changed it (`toggle-preview`, `change-preview-window`);
    /// nil while it is still `options.previewWindow`, the layout the run started with.
    public internal(set) var changedPreviewWindow: PreviewWindow?
    /// Whether the host has a preview command: true until it says it has none (``HostCommand/begin(preview:)``
    /// or `change-preview` with no command), so that a pane given in the options shows.
    public internal(set) var hasPreviewCommand: Bool
    /// The item whose detail text was asked for (`.some(nil)`: none selected); nil while the
    /// detail pane is not where find would open.
    public internal(set) var detailTextItem: Int??
    /// The page of results more were asked after: the generation and how many had arrived.
    public internal(set) var moreResultsAskedAfter: MorePage?
    /// The host's note for the status line.
    public internal(set) var providerNote: String?
    /// Why a command the user asked for could not run, until the next key.
    public internal(set) var commandNote: String?
    /// What the list is matched against instead of the query, while the query is unchanged.
    public internal(set) var searchOverride: SearchOverride?
    /// Which item the cursor keeps while the results change (`--track`, `track-current`).
    public internal(set) var tracking: ItemTracking
    /// Whether bound actions wait for the search to complete (`wait`), shown as `(..)`.
    public internal(set) var isWaitingForSearch = false
    /// The order `toggle-sort` chose, sent with every match from then on; nil keeps the
    /// provider's (``BrowserOptions/sortsMatches``).
    public internal(set) var sortOverride: Bool?
    /// The rematch whose results are awaited, for what they change on arrival.
    public internal(set) var pendingRematch: Rematch?
    /// The last click on fzf's header and on its footer (`click-header`, `click-footer`), for
    /// the commands' `FZF_CLICK_*` variables; nil before the first and after the text changes.
    public internal(set) var headerClick: SectionClick?
    public internal(set) var footerClick: SectionClick?
    /// The header's lines while `toggle-header` hides them (the options then hold none).
    public internal(set) var hiddenHeader: HiddenHeader?
    /// While the rows are labelled for `jump` or `jump-accept` (see ``JumpMode``); nil otherwise.
    public internal(set) var jump: JumpMode?
    /// What `--info-command` printed last, shown in place of the counts; nil shows the counts.
    public internal(set) var infoCommandText: String?
    public var options: BrowserOptions

    /// Starts browsing `itemCount` items with every item listed.
    public init(session: SearchSession = SearchSession(), itemCount: Int, size: TerminalSize, options: BrowserOptions) {
        self.session = session
        self.results = .everything(totalCount: itemCount, isReversed: options.listsInputReversed)
        self.scopeCounts = nil
        self.selectedRow = 0
        self.firstVisibleRow = 0
        self.rowBeforeReload = nil
        self.markedItems = []
        self.killedText = ""
        self.isSuggestionMenuClosed = false
        self.isBusy = false
        self.tick = 0
        self.size = size
        self.options = options
        self.awaitedGeneration = nil
        self.choosesWhenResultsArrive = false
        self.preview = PreviewState()
        self.isFilteringEnabled = true
        self.recall = nil
        self.submittedQuery = nil
        self.cursorOffset = session.text.utf8.count
        self.find = FindNavigator().replaceDisabled()
        self.findPane = nil
        self.detailText = ""
        self.detailFirstLine = 0
        self.itemsRead = nil
        self.isInputComplete = false
        self.announcedGeneration = nil
        self.suggestedGeneration = nil
        self.previewInputs = nil
        self.previewSubject = nil
        self.changedPreviewWindow = nil
        self.hasPreviewCommand = true
        self.detailTextItem = nil
        self.moreResultsAskedAfter = nil
        self.providerNote = nil
        self.commandNote = nil
        self.searchOverride = nil
        self.tracking = options.tracksSelection ? .always : .off
        self.sortOverride = nil
        self.pendingRematch = nil
        if !startingEffects().isEmpty { awaitedGeneration = session.generation }
    }

    /// Starts browsing with a plain title; see ``init(session:itemCount:size:options:)``.
    public init(session: SearchSession = SearchSession(), itemCount: Int, size: TerminalSize, title: String) {
        self.init(session: session, itemCount: itemCount, size: size, options: BrowserOptions(title: title))
    }

    /// The effects needed before the first frame: the initial query's match when it narrows.
    public func startingEffects() -> [BrowserEffect] {
        session.query.hasTerms || session.query.scope?.filter != nil
            ? [.match(isFilteringEnabled ? session.query : SearchQuery(), generation: session.generation)]
            : []
    }

    /// Whether the matches are ranked now: the provider's order unless `toggle-sort` turned it.
    public var isSorted: Bool { sortOverride ?? options.sortsMatches }

    /// The input index of the selected item, if any row is selected.
    public var selectedItem: Int? {
        results.matches.indices.contains(selectedRow) ? results.matches[selectedRow].index : nil
    }

    /// The layout of the current frame.
    public var layout: ScreenLayout { ScreenLayout(for: self) }

    /// How many list rows fit on screen (items, with `--gap`'s blank rows between them).
    public var visibleRowCount: Int { options.itemGap.itemsFitting(layout.list.height) }

    /// Whether the suggestion menu is open: suggestions are visible, placed in the menu, and Esc
    /// has not closed it. fzf's face has none.
    public var isSuggestionMenuOpen: Bool {
        !isSuggestionMenuClosed && session.suggestionsPlacement == .menu && !session.visibleSuggestions.isEmpty && options.face == .seek
    }

    /// Whether suggestions are shown in place of the list (the `.content` placement).
    public var showsSuggestionsInline: Bool {
        session.suggestionsPlacement == .content && !session.visibleSuggestions.isEmpty && !isSuggestionMenuClosed
            && options.face == .seek
    }

    /// Applies `action` and returns what the host must do next: every side effect, the bound
    /// events the change brings about and the work it needs (a preview, detail text, more
    /// results) included, so that the host only performs them.
    public mutating func handle(_ action: BrowserAction) -> [BrowserEffect] {
        let selectedBefore = selectedItem
        var effects = reduce(action)
        endTrackingLeftItem()
        // As fzf 0.74.5's: an item newly under the cursor, and the list becoming empty (a
        // query matching nothing fires it with `{}` empty; the row shown again fires it anew).
        if selectedItem != selectedBefore { effects.append(.fire(.focus)) }
        effects += workForState()
        return effects
    }

    /// Applies `action`, before the work the new state needs is added.
    private mutating func reduce(_ action: BrowserAction) -> [BrowserEffect] {
        switch action {
        case .user(let user):
            // Every key is announced first (`keyPressed`); the key itself ends the jump.
            if jump != nil && user != .keyPressed { return endJump(with: user) }
            if choosesWhenResultsArrive && !user.settlesAPendingChoice {
                // Keys typed after Return belong to whatever runs next, not to this query.
                return []
            }
            if user == .escape && findPane != nil && (choosesWhenResultsArrive || isSuggestionMenuOpen || showsSuggestionsInline) {
                // Esc closes the innermost first: a pending choice and the menu before find.
                return escape()
            }
            if findPane != nil, let findActions = findActions(for: user) {
                sendToFind(findActions)
                return []
            }
            if findPane != nil, case .click(.field) = user { closeFind() }
            return closingFindWithItsPane(apply(user))
        case .host(let command):
            return closingFindWithItsPane(apply(command))
        case .arrived(let arrival):
            return closingFindWithItsPane(take(arrival))
        }
    }

    /// Closes find when the pane it was over went away (the preview hidden, a resize).
    private mutating func closingFindWithItsPane(_ effects: [BrowserEffect]) -> [BrowserEffect] {
        if let pane = findPane, pane != paneForFind { closeFind() }
        return effects
    }

    /// Applies what a person did, as the screen without find open does.
    private mutating func apply(_ action: UserAction) -> [BrowserEffect] {
        switch action {
        case .type(let text): return type(text)
        case .deleteBackward:
            // fzf's `backward-eof` event: Backspace with nothing left to delete.
            if session.text.isEmpty && session.tokens.isEmpty { return [.fire(.backwardEOF)] }
            return editField(.deleteBackward)
        case .deleteBackwardOrExit:
            if session.text.isEmpty && session.tokens.isEmpty { return [.finish(.cancelled)] }
            return editField(.deleteBackward)
        case .deleteWordBackward: return editField(.deleteWordBackward)
        case .clearText: return edit(.replaceText(""))
        case .editField(let fieldEdit): return editField(fieldEdit)
        case .home:
            if session.focus == .field { return editField(.moveToStart) }
            select(0)
        case .end:
            if session.focus == .field { return editField(.moveToEnd) }
            select(results.matches.count - 1)
        case .deleteForwardOrExit:
            if session.text.isEmpty && session.tokens.isEmpty { return [.finish(.cancelled)] }
            return editField(.deleteForward)
        case .moveSelection(let rows): return move(by: rows)
        case .movePage(let pages):
            // fzf's page moves by one row less than the list holds.
            select(selectedRow + pages * max(1, visibleRowCount - (options.face == .fzf ? 1 : 0)))
        case .moveToFirst: select(0)
        case .moveToLast: select(results.matches.count - 1)
        case .nextScope: return forward(session.send(.selectNextScope))
        case .previousScope: return forward(session.send(.selectPreviousScope))
        case .choose: return choose()
        case .toggleMark: toggleMark()
        case .toggleMarkMovingUp: toggleMark(movingBy: -1)
        case .toggleMarkInPlace: toggleMark(movingBy: 0)
        case .escape: return escape()
        case .interrupt: return [.finish(.cancelled)]
        case .chooseIfAny: return results.matches.isEmpty && markedItems.isEmpty ? [] : choose()
        case .cancel:
            if session.text.isEmpty && session.tokens.isEmpty { return [.finish(.cancelled)] }
            killedText = session.text
            return edit(.replaceText(""))
        case .suspend: return [.suspend]
        case .click(let target): return click(target)
        case .clickSection(let click): return clickSection(click)
        case .toggleHeader: toggleHeader()
        case .scroll(let rows): select(selectedRow + rows)
        case .custom(let action): return [.custom(action)]
        case .boundKey(let key): return [.performBinding(key)]
        case .toggleAllMarks, .markAll, .unmarkAll, .clearMarks: changeAllMarks(action)
        case .yank: return insertAtCursor(killedText)
        case .changeMarkLimit(let limit): changeMarkLimit(limit)
        case .markSelected(let marks): markSelected(marks)
        case .moveToMarkedRow(let direction): moveToMarkedRow(direction)
        case .moveToPosition(let position):
            select(position < 0 ? results.matches.count + position : position - 1)
        case .togglePreview: return changePreview(.toggle)
        case .scrollPreview(let lines): scrollPreview(by: lines)
        case .scrollPreviewPage(let pages): scrollPreview(by: pages * previewPageRows)
        case .scrollPreviewHalfPage(let halves): scrollPreview(by: halves * (previewRows / 2))
        case .scrollPreviewToEnd(let bottom): scrollPreviewToEnd(bottom: bottom)
        case .togglePreviewWrap(let words): togglePreviewWrap(words: words)
        case .recallSearch(let steps): return recallSearch(steps)
        case .toggleFind: openFind()
        case .keyPressed: commandNote = nil
        }
        return []
    }

    /// Changes the session's plain configuration (prompt, placement, toolbar behaviours, token
    /// fields, match timing, recent-search limit), which no rule of the session depends on; its
    /// search state changes only through ``HostCommand/session(_:)``.
    public mutating func configureSession(_ change: (inout SearchSession.Configuration) -> Void) {
        var configuration = session.configuration
        change(&configuration)
        session.configuration = configuration
        select(selectedRow)
    }

    /// Turns session effects into browser effects, noting the match the host now owes.
    mutating func forward(_ effects: [SearchEffect]) -> [BrowserEffect] {
        effects.map { effect in
            switch effect {
            case .match(let query, let generation):
                awaitedGeneration = generation
                // Unfiltered, every item is listed whatever is typed; the query still reaches
                // commands that use it.
                guard isFilteringEnabled else { return .match(SearchQuery(), generation: generation) }
                var query = query
                query.isSorted = sortOverride
                if let override = searchOverride, override.queryText == session.text {
                    query.text = override.text
                    return .match(query, generation: generation)
                }
                searchOverride = nil
                return .match(query, generation: generation)
            case .submit(let query):
                submittedQuery = query
                return .submit(query)
            case .suggest(let query): return .suggest(query)
            }
        }
    }

    /// Sends an edit of the text or tokens; a menu that Esc closed opens again when they change
    /// (but not when only the scope does).
    ///
    /// Typing and deleting change the query whenever they do anything, which is known without
    /// keeping a copy of the text to compare: a copy would make every keystroke copy the whole
    /// text (the session appends to a shared string), and pasting a long text quadratic.
    mutating func edit(_ action: SearchAction) -> [BrowserEffect] {
        let changesQuery: Bool? = switch action {
        case .insert(let typed): !typed.isEmpty
        case .deleteBackward: !session.text.isEmpty || !session.tokens.isEmpty
        default: nil
        }
        if let changesQuery {
            // Backspace on an empty text removes a token: `change` is about the text.
            let changesText = changesQuery && (action != .deleteBackward || !session.text.isEmpty)
            // These edit the end of the text, so the cursor is at its end afterwards.
            var effects = forward(session.send(action))
            cursorOffset = session.text.utf8.count
            if changesQuery { isSuggestionMenuClosed = false }
            if changesText { effects.append(.fire(.change)) }
            return effects
        }
        let tokensBefore = session.tokens
        let (effects, textChanged) = sendMovingCursor(action)
        if textChanged || session.tokens != tokensBefore { isSuggestionMenuClosed = false }
        return effects
    }

    /// Sends `action` to the session; when it changes the text, the cursor goes to the end (the
    /// text is not the one the cursor was placed in any more).
    mutating func sendMovingCursor(_ action: SearchAction) -> (effects: [BrowserEffect], textChanged: Bool) {
        let textBefore = session.text
        var effects = forward(session.send(action))
        let textChanged = session.text != textBefore
        if textChanged {
            cursorOffset = session.text.utf8.count
            effects.append(.fire(.change))
        }
        return (effects, textChanged)
    }
}
