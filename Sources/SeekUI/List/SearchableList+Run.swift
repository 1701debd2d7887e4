import SeekNcurses
import SeekModel
import SeekRuntime
import SeekScreen
import SeekToolkit

extension SearchableList {
    /// Shows the list on the terminal (`/dev/tty` when standard input or output is redirected)
    /// until the user chooses, and returns the chosen items: one on Return, or every marked one
    /// with ``allowsMultipleSelection(_:)``; none when the user leaves (Esc with search not
    /// presented, Ctrl-C at any time).
    ///
    /// It runs its own event loop on the calling thread and returns when the screen is closed
    /// and the terminal restored; there is no run loop to set up.
    ///
    /// - Throws: ``SearchableListError/terminal(_:)`` when there is no terminal to draw on, and
    ///   ``SearchableListError/signal(_:)`` when a signal ended the run.
    public func run() throws(SearchableListError) -> [Item] {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(environment: ProcessEnvironment.current)
        } catch {
            throw .terminal("\(error)")
        }
        defer { terminal.close() }
        return try run(on: terminal)
    }

    /// Shows the list on `terminal` (a test's in-memory terminal, say) until the user chooses,
    /// and returns the chosen items; the caller closes the terminal. With `handlesSignals`, the
    /// run installs handlers that end it in order on a signal that would end the program.
    public func run<Terminal: TerminalBackend>(on terminal: Terminal, handlesSignals: Bool = true) throws(SearchableListError) -> [Item] {
        let tokenBridge = makeTokenBridge?()
        let scopeBridge = makeScopeBridge?()
        let search = ItemSearch(items: items, fields: fields, row: row, tokenBridge: tokenBridge, scopeBridge: scopeBridge,
                                detail: detail)
        let text = self.text.map { Bound($0) }
        let isPresented = self.isPresented.map { Bound($0) }
        let isFocused = self.isFocused.map { Bound($0) }

        var session = SearchSession(text: text?.initialValue ?? "", tokens: tokenBridge?.tokens.initialValue ?? [],
                                    suggestedTokens: tokenBridge?.suggestedTokens?.initialValue ?? [],
                                    isPresented: (isPresented?.initialValue ?? false) || (isFocused?.initialValue ?? false),
                                    placement: placement, prompt: prompt)
        if let scopeBridge {
            session = session.searchScopes(scopeBridge.searchScopes, activation: scopeBridge.activation)
            // The program's scope is kept whether or not search starts presented: hidden, it
            // waits for the scope bar to show it (it never narrows the list out of sight).
            _ = session.send(.selectScope(at: scopeBridge.selection.initialValue))
        }
        for (visibility, placements) in hiddenSuggestions {
            session = session.searchSuggestions(visibility, for: placements)
        }
        session.presentationToolbarBehavior = presentationToolbarBehavior
        session.toolbarBehavior = toolbarBehavior
        session.matchTiming = matchTiming
        // SwiftUI keeps no recent searches of its own; a program that wants them offers them as
        // suggestions (the store example does), so the session's are off.
        session.recentSearchLimit = 0

        var keyMap = KeyMap.standard.removing(keys: Set(keyActions.map(\.key)))
        for (index, keyAction) in keyActions.enumerated() {
            keyMap.bindings.insert(KeyMap.Binding(keys: [keyAction.key], action: .user(.custom(CustomAction(ListAction.key(index))))), at: 0)
        }
        let options = BrowserOptions(title: title, allowsMultipleSelection: allowsMultipleSelection, hasDetailPane: detail != nil)
        let runtime = SearchRuntime(terminal: terminal, session: session, provider: search, options: options, keyMap: keyMap)
        runtime.handlesSignals = handlesSignals

        // What the user did goes into the program's bindings before any of its closures runs
        // and after every frame.
        let store = { [unowned runtime] in
            let session = runtime.browser.session
            text?.store(session.text)
            isPresented?.store(session.isPresented)
            isFocused?.store(session.focus == .field)
            tokenBridge?.tokens.store(session.tokens)
            scopeBridge?.selection.store(session.selectedScopeIndex)
        }
        search.willCallCaller = store
        search.makeSuggestions = suggestions
        // SwiftUI makes the suggestions again whenever what they read changes; here, whenever a
        // frame shows a new text, tokens, presentation or focus (the runtime also asks for them
        // with each query's first results).
        var suggestedFor: SuggestionsKey?
        runtime.afterFrame = { [unowned runtime] in
            store()
            let session = runtime.browser.session
            let key = SuggestionsKey(text: session.text, tokens: session.tokens, isPresented: session.isPresented,
                                     focus: session.focus)
            guard suggestions != nil, key != suggestedFor else { return }
            suggestedFor = key
            if session.isPresented {
                runtime.mailbox.post(.host(.offerSuggestions(search.suggestions(for: session.query, results: runtime.browser.results))))
            }
        }
        let submitActions = self.submitActions
        runtime.onSubmit = { _ in
            store()
            for action in submitActions { action() }
        }
        let keyActions = self.keyActions
        runtime.onCustomAction = { custom, browser in
            switch custom.value(as: ListAction.self) {
            case .bindingsChanged:
                return Self.applyWrites(session: browser.session, text: text, isPresented: isPresented, isFocused: isFocused,
                                        tokens: tokenBridge?.tokens, suggestedTokens: tokenBridge?.suggestedTokens,
                                        scope: scopeBridge?.selection)
            case .key(let index):
                store()
                keyActions[index].action()
                return []
            case nil:
                return []
            }
        }

        // Writes by the program wake the loop, which applies them on its own thread.
        let mailbox = runtime.mailbox
        let wake: @Sendable () -> Void = { mailbox.post(.user(.custom(CustomAction(ListAction.bindingsChanged)))) }
        let bounds: [(((@Sendable () -> Void)?) -> Void)] = [
            { text?.wake($0) }, { isPresented?.wake($0) }, { isFocused?.wake($0) },
            { tokenBridge?.tokens.wake($0) }, { tokenBridge?.suggestedTokens?.wake($0) }, { scopeBridge?.selection.wake($0) },
        ]
        for bound in bounds { bound(wake) }
        for action in dismissActions { action.attach { mailbox.post(.host(.session(.dismiss))) } }
        defer {
            for bound in bounds { bound(nil) }
            for action in dismissActions { action.attach(nil) }
        }
        // A write made before the run started is already in the session.
        let outcome = runtime.run()
        store()
        switch outcome {
        case .chosen(let indexes, _): return indexes.map { items[$0] }
        case .nothingToChoose, .cancelled, .become: return []
        case .signal(let number): throw .signal(number)
        case .failed(let message): throw .terminal(message)
        }
    }

    /// The session actions that apply what the program wrote into its bindings since the list
    /// last looked.
    static func applyWrites(session: SearchSession, text: Bound<String>?, isPresented: Bound<Bool>?, isFocused: Bound<Bool>?,
                            tokens: Bound<[SearchToken]>?, suggestedTokens: Bound<[SearchToken]>?,
                            scope: Bound<Int>?) -> [BrowserAction] {
        var actions: [SearchAction] = []
        if let presented = isPresented?.pendingValue(), presented != session.isPresented {
            actions.append(.setPresented(presented))
        }
        if let newSuggestions = suggestedTokens?.pendingValue() {
            actions.append(.setSuggestedTokens(newSuggestions))
        }
        if let newTokens = tokens?.pendingValue(), newTokens != session.tokens {
            actions += session.tokens.indices.map { _ in SearchAction.removeToken(at: 0) }
            actions += newTokens.map(SearchAction.addToken)
        }
        if let newText = text?.pendingValue(), newText != session.text {
            actions.append(.replaceText(newText))
        }
        if let index = scope?.pendingValue(), index != session.selectedScopeIndex {
            actions.append(.selectScope(at: index))
        }
        if let focused = isFocused?.pendingValue() {
            if focused {
                actions.append(.focus(.field))
            } else if session.isPresented || isPresented?.initialValue == true {
                actions.append(.focus(.results))
            }
        }
        return actions.map { .host(.session($0)) }
    }
}
