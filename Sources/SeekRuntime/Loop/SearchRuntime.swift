import Glibc
import SeekModel
import SeekProviders
import SeekScreen
import SeekToolkit
import SeekSystem

/// One event loop that runs a search screen on a terminal: keys, results, input growth,
/// signals, timers and actions posted by the host all wake it, and while nothing changes it
/// sleeps — no redraw, no periodic wake-up.
///
/// ```swift
/// let terminal = try NcursesTerminal(environment: ProcessEnvironment.current)
/// let runtime = SearchRuntime(terminal: terminal, browser: browser, provider: DataSetSearch(dataSet: dataSet))
/// let outcome = runtime.run()
/// terminal.close()
/// ```
///
/// One turn of the loop: perform the effects the browser asked for (a match goes to the
/// provider, a bound key or event goes to the ``commandHandler``, detail text is sent back);
/// read the wake-up pipe (signals); handle actions posted through ``mailbox``; hand the browser
/// what arrived from the provider (results, items read, vocabulary, its note); read every key
/// already waiting; draw one frame if anything changed; have the command handler start the
/// preview the browser asked for, and hand the browser the preview's output; then sleep in
/// `poll(2)` on the terminal and the wake-up pipe — with a timeout only while work runs, for
/// the spinner.
///
/// The loop decides nothing by comparing the browser's state between turns: what a change
/// brings about (a bound event, a preview, more results) is an effect the browser returned
/// when it made the change (`SearchBrowser.handle(_:)`), and the loop only performs it.
///
/// Everything happens on the thread that calls ``run()``, so the terminal is used from one thread.
public final class SearchRuntime<Terminal: TerminalBackend> {
    /// The terminal the screen is drawn on.
    public let terminal: Terminal
    /// Where results come from.
    public let provider: any SearchProvider
    /// The provider's optional parts, looked up once: the loop asks for them every turn.
    private let watchingProvider: (any DescriptorWatchingSearchProvider)?
    private let rankingProvider: (any EagerlyRankingSearchProvider)?
    private let pagedProvider: (any PagedSearchProvider)?
    /// The screen's whole state; after ``run()`` it is the state the run ended in.
    public private(set) var browser: SearchBrowser
    /// Which key does what.
    public var keyMap: KeyMap
    /// Draws the browser.
    public var screen: SearchScreen
    /// The way in from other threads.
    public let mailbox = RuntimeMailbox()
    /// Whether ``run()`` installs handlers for every signal that would end or stop the process
    /// (see ``SignalWakeup``: the run then ends in order, or suspends as Ctrl-Z does), SIGWINCH
    /// and SIGCONT. Turn it off when the host handles signals itself.
    public var handlesSignals = true
    /// Called when the user submits a query (Return), as `onSubmit(of: .search)` is.
    public var onSubmit: (SearchQuery) -> Void = { _ in }
    /// Called for a key bound to `UserAction.custom(_:)`, with the host's own value (read it with
    /// `CustomAction.value(as:)`); the actions it returns are handled next.
    public var onCustomAction: (CustomAction, SearchBrowser) -> [BrowserAction] = { _, _ in [] }
    /// Called after each frame has been shown.
    public var afterFrame: () -> Void = {}
    /// How often the spinner turns while the provider works.
    public var spinnerIntervalMilliseconds = 100
    /// The loop's clock, in milliseconds: the spinner, the command handler's timers and the time
    /// since the last key read it. SeekSystem's `MonotonicClock`; tests give a clock they move.
    public var clock: () -> Int = { MonotonicClock.milliseconds() }
    /// What performs the effects that start commands: bound keys and events, the preview
    /// (SeekCommands' `SearchCommands` for `--bind` and `--preview`). Without one those effects
    /// are dropped, as in a run with nothing bound and no preview command.
    public var commandHandler: (any CommandHandler)?

    /// Prepares a run of `browser` on `terminal`, with results from `provider`.
    public init(terminal: Terminal, browser: SearchBrowser, provider: any SearchProvider,
                keyMap: KeyMap = .standard, theme: Theme = .standard) {
        self.terminal = terminal
        self.browser = browser
        self.provider = provider
        watchingProvider = provider as? any DescriptorWatchingSearchProvider
        rankingProvider = provider as? any EagerlyRankingSearchProvider
        pagedProvider = provider as? any PagedSearchProvider
        self.keyMap = keyMap
        self.screen = SearchScreen(content: provider.content, keyMap: keyMap, theme: theme)
    }

    /// Prepares a run of `session` on `terminal`, sized to it.
    public convenience init(terminal: Terminal, session: SearchSession, provider: any SearchProvider,
                            options: BrowserOptions, keyMap: KeyMap = .standard, theme: Theme = .standard) {
        let browser = SearchBrowser(session: session, itemCount: 0, size: terminal.size, options: options)
        self.init(terminal: terminal, browser: browser, provider: provider, keyMap: keyMap, theme: theme)
    }

    /// What the loop keeps from one turn to the next.
    struct LoopState {
        var pending: [BrowserEffect] = []
        var needsDrawing = true
        var lastFrame: ScreenFrame?
        var nextTick = 0
        var silentReadyTurns = 0
        /// An outcome decided during the turn (a terminal gone, the command handler's `become`),
        /// returned at the end of the turn.
        var outcome: SearchRunOutcome?
        /// The preview run the browser asked for, started after the next frame so that the list
        /// never waits for a command to be started.
        var previewToStart: PreviewSubject?
        /// The command handler's timers (`every(N)`).
        var timers = RepeatingTimers()
        /// When the user last pressed a key or used the mouse, by ``clock``.
        var lastInputAt = 0
    }

    /// Runs until the user chooses, leaves, a signal ends the run, or the provider fails. The
    /// terminal is left open: the caller closes it (and then writes the chosen items).
    public func run() -> SearchRunOutcome {
        if handlesSignals { SignalWakeup.install(writingTo: mailbox.wakeup) }
        defer {
            if handlesSignals { SignalWakeup.uninstall() }
            provider.stop()
        }
        screen.content = provider.content
        if let commandHandler { keyMap = commandHandler.keyMap(binding: keyMap) }
        screen.keyMap = keyMap
        let wakeup = mailbox.wakeup
        watchingProvider?.loopWatchesDescriptors()
        provider.start { wakeup.wake() }
        let previewInputs = commandHandler?.begin(wakingLoop: { wakeup.wake() })
        defer { commandHandler?.end() }
        var state = LoopState()
        state.lastInputAt = clock()
        state.timers = RepeatingTimers(intervals: commandHandler?.timerIntervals ?? [], now: state.lastInputAt)
        state.pending = browser.startingEffects()
        if state.pending.isEmpty && !browser.session.scopes.isEmpty {
            // Nothing to narrow yet, but the scope bar wants its counts.
            state.pending = [.match(browser.session.query, generation: browser.session.generation)]
        }
        if browser.size != terminal.size {
            state.pending += browser.handle(.arrived(.resize(terminal.size)))
        }
        // What the provider already has is listed before `start` fires: with `--sync` that is the
        // whole input, so a `start:select-all+accept` acts on every item, as fzf's does.
        if let failure = takeProviderUpdate(&state) { return .failed(failure) }
        state.pending += browser.handle(.host(.begin(preview: previewInputs)))
        while true {
            if let outcome = perform(&state) { return outcome }
            if let outcome = readWakeups(&state) { return outcome }
            for action in mailbox.takeActions() {
                handle(action, in: &state)
            }
            if let failure = takeProviderUpdate(&state) { return .failed(failure) }
            withCommandHandler(&state) { handler, run in handler.performPendingWork(in: &run) }
            fireDueTimers(&state)
            readTerminal(&state)
            if let outcome = state.outcome { return outcome }
            if !state.pending.isEmpty { continue }
            if browser.isBusy && clock() >= state.nextTick {
                handle(.arrived(.progress(isBusy: true, totalCount: browser.itemsRead ?? 0)), in: &state)
                state.nextTick = clock() + spinnerIntervalMilliseconds
            }
            if state.needsDrawing {
                let frame = screen.render(browser)
                terminal.display(frame.grid, cursor: frame.cursor)
                state.lastFrame = frame
                state.needsDrawing = false
                afterFrame()
            }
            // After the frame: the list never waits for a preview command to be started.
            startPreview(&state)
            takePreviewOutput(&state)
            if state.needsDrawing || !state.pending.isEmpty { continue }
            sleep(&state)
        }
    }

    // MARK: - One turn

    /// Performs the effects the browser asked for; returns the outcome when one ends the run.
    func perform(_ state: inout LoopState) -> SearchRunOutcome? {
        // Effects are taken in order by index and dropped together at the end: removing each
        // from the front would move the rest every time, quadratic when a paste queues many.
        var next = 0
        defer { state.pending.removeFirst(min(next, state.pending.count)) }
        // Events of one turn fire once, however many actions brought them about: a burst of
        // typing runs a `change:reload` once, with the query as it is after the burst.
        var fired: Set<BindEvent> = []
        while next < state.pending.count {
            let effect = state.pending[next]
            next += 1
            switch effect {
            case .match(let query, let generation):
                rankingProvider?.prepareToShow(rows: browser.visibleRowCount)
                provider.request(query, scopes: browser.session.scopes, generation: generation)
            case .submit(let query):
                onSubmit(query)
            case .suggest(let query):
                handle(.host(.offerSuggestions(provider.suggestions(for: query, results: browser.results))), in: &state)
            case .suspend:
                suspend(&state)
            case .custom(let custom):
                for action in onCustomAction(custom, browser) {
                    handle(action, in: &state)
                }
            case .performBinding(let key):
                withCommandHandler(&state) { handler, run in handler.performBinding(of: key, in: &run) }
            case .fire(let event):
                if fired.insert(event).inserted {
                    withCommandHandler(&state) { handler, run in handler.fire(event, in: &run) }
                }
            case .startPreview(let subject):
                state.previewToStart = subject
            case .fetchDetailText(let item):
                handle(.arrived(.detailText(detailText(ofItem: item))), in: &state)
            case .loadMoreResults(let generation):
                pagedProvider?.loadMoreResults(generation: generation)
            case .finish(let outcome):
                let query = browser.session.query
                switch outcome {
                case .chosen(let items): return .chosen(items, query: query)
                case .nothingToChoose: return .nothingToChoose(query: query)
                case .cancelled: return .cancelled
                }
            }
        }
        return nil
    }

    /// Gives the terminal back and stops until resumed (Ctrl-Z, SIGTSTP, SIGTTIN, SIGTTOU), then
    /// draws everything again at the terminal's size, which may have changed meanwhile.
    func suspend(_ state: inout LoopState) {
        terminal.suspend()
        terminal.invalidate()
        handle(.arrived(.resize(terminal.size)), in: &state)
    }

    /// Reads the wake-up pipe: a signal that ends the run ends it, one that stops the process
    /// suspends it as Ctrl-Z does; SIGCONT means the screen was given away and must be drawn in full.
    func readWakeups(_ state: inout LoopState) -> SearchRunOutcome? {
        for byte in mailbox.wakeup.drain() where byte != 0 {
            let number = Int32(byte)
            if SignalWakeup.endingSignals.contains(number) { return .signal(number) }
            if SignalWakeup.stoppingSignals.contains(number) {
                suspend(&state)
                continue
            }
            if number == SIGCONT {
                terminal.invalidate()
                state.needsDrawing = true
            }
            // SIGWINCH: curses has queued the resize, which the terminal read below returns.
        }
        return nil
    }

    /// Hands the browser what the provider has: new vocabulary, results, progress, the end of
    /// the input, its note; returns its failure. The provider reports its state whole each time,
    /// so what the browser already has (its busy flag, note, finished input) is not sent again.
    func takeProviderUpdate(_ state: inout LoopState) -> String? {
        let update = provider.takeUpdate()
        if let failure = update.failure { return failure }
        if let vocabulary = update.vocabulary {
            handle(.arrived(.vocabulary(scopes: vocabulary.scopes, suggestedTokens: vocabulary.suggestedTokens,
                                        tokenFields: vocabulary.tokenFields)), in: &state)
        }
        if update.droppedItemCount > 0 { handle(.arrived(.itemsDropped(update.droppedItemCount)), in: &state) }
        if let moved = update.movedItems { handle(.arrived(.itemsMoved(moved)), in: &state) }
        if update.statusMessage != browser.providerNote {
            handle(.arrived(.note(update.statusMessage)), in: &state)
        }
        if let suggestions = update.suggestions {
            handle(.host(.offerSuggestions(suggestions)), in: &state)
        }
        for snapshot in update.results {
            handle(.arrived(.matches(snapshot)), in: &state)
        }
        if update.isBusy != browser.isBusy || update.totalCount != browser.itemsRead {
            handle(.arrived(.progress(isBusy: update.isBusy, totalCount: update.totalCount)), in: &state)
            if update.isBusy { state.nextTick = clock() + spinnerIntervalMilliseconds }
        }
        if update.isInputComplete && !browser.isInputComplete {
            handle(.arrived(.inputCompleted), in: &state)
        }
        return nil
    }

    /// Reads every event the terminal has waiting, without blocking. A terminal that is gone
    /// (hung up: its reads and ioctls fail with EIO or ENXIO) ends the run as SIGHUP would.
    func readTerminal(_ state: inout LoopState) {
        while state.outcome == nil, let event = terminal.nextEvent(timeoutMilliseconds: 0) {
            state.silentReadyTurns = 0
            if event == .terminalClosed {
                state.outcome = .signal(SIGHUP)
                return
            }
            if case .resize = event {} else { state.lastInputAt = clock() }
            handle(.user(.keyPressed), in: &state)
            if commandHandler?.binds(event) == true {
                // The browser turns it into work; the keys after it are read once that work is
                // done, so a bound key acts on the state the keys before it made, as in fzf.
                handle(.user(.boundKey(event)), in: &state)
                return
            }
            if case .mouse(let mouse) = event {
                if let action = action(for: mouse, in: state.lastFrame) { handle(action, in: &state) }
                continue
            }
            if case .resize = event { terminal.invalidate() }
            if let action = keyMap.action(for: event) { handle(action, in: &state) }
        }
    }

    /// Performs what is bound to each of the command handler's timers that has come round.
    func fireDueTimers(_ state: inout LoopState) {
        guard state.timers.nextDeadline.map({ $0 <= clock() }) == true else { return }
        for interval in state.timers.takeDue(at: clock()) {
            withCommandHandler(&state) { handler, run in handler.timerFired(every: interval, in: &run) }
        }
    }

    /// Sleeps until the terminal, the wake-up pipe or the provider's descriptor has something,
    /// the spinner's next tick, or a timer's.
    func sleep(_ state: inout LoopState) {
        let now = clock()
        let deadlines = [browser.isBusy ? state.nextTick : nil, state.timers.nextDeadline].compactMap { $0 }
        let timeout = deadlines.min().map { max(0, $0 - now) } ?? -1
        var descriptors = [
            pollfd(fd: mailbox.wakeup.readDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let watching = watchingProvider
        let watched = watching?.descriptorToWatch.map { descriptor in
            descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            return descriptors.count - 1
        }
        let ready = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), Int32(timeout)) }
        guard ready > 0 else { return }
        if let watched, descriptors[watched].revents != 0 {
            // Readable, or broken (which reading reports).
            watching?.descriptorTurnedReadable()
        }
        let terminalEvents = descriptors[1].revents
        if terminalEvents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 {
            // Readable but no key on the next turns: the terminal is gone (end of file, hang-up),
            // and poll would report it forever.
            state.silentReadyTurns += 1
            if state.silentReadyTurns > 1_000 || terminalEvents & Int16(POLLNVAL) != 0 {
                state.outcome = .signal(SIGHUP)
            }
        }
    }

    /// Starts the preview run the browser asked for (``BrowserEffect/startPreview(_:)``), after
    /// the frame, through the command handler.
    func startPreview(_ state: inout LoopState) {
        guard let subject = state.previewToStart else { return }
        state.previewToStart = nil
        withCommandHandler(&state) { handler, run in handler.startPreview(of: subject, in: &run) }
    }

    /// Hands the browser the preview command's new output, if any.
    func takePreviewOutput(_ state: inout LoopState) {
        if let output = commandHandler?.takePreviewOutput() {
            handle(.arrived(.previewOutput(output)), in: &state)
        }
    }

    /// Lends the command handler, if there is one, this turn of the run.
    func withCommandHandler(_ state: inout LoopState, _ body: (any CommandHandler, inout CommandTurn<Terminal>) -> Void) {
        guard let commandHandler else { return }
        var turn = CommandTurn(runtime: self, state: LoopState())
        swap(&turn.state, &state)
        body(commandHandler, &turn)
        swap(&turn.state, &state)
    }

    /// Applies `action` to the browser, keeping the effects for the next turn.
    func handle(_ action: BrowserAction, in state: inout LoopState) {
        state.pending += browser.handle(action)
        state.needsDrawing = true
    }

    /// A click on a hit region, or a wheel turn over anything.
    func action(for mouse: MouseEvent, in frame: ScreenFrame?) -> BrowserAction? {
        let overPreview = frame?.target(atRow: mouse.row, column: mouse.column) == .preview
        // A list drawn upward scrolls toward its worse matches when the wheel turns up.
        let listRows = browser.options.listGrowsUpward ? -3 : 3
        switch mouse.kind {
        case .wheelUp: return overPreview ? .user(.scrollPreview(-3)) : .user(.scroll(-listRows))
        case .wheelDown: return overPreview ? .user(.scrollPreview(3)) : .user(.scroll(listRows))
        case .press: return frame?.clickAction(atRow: mouse.row, column: mouse.column).map { .user($0) }
        }
    }
}
