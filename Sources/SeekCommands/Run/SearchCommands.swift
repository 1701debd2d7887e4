import SeekCatalog
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekToolkit

/// The commands of a search run: keys and events bound to actions (`--bind`), the preview
/// command (`--preview`), and the commands they start. The runtime hands it the effects that
/// start commands (it is the run's `CommandHandler`):
///
/// ```swift
/// let commands = SearchCommands(bindings: bindings, previewCommand: preview, environment: environment)
/// runtime.commandHandler = commands
/// let outcome = runtime.run()
/// ```
///
/// A bound action is performed here (`perform(_:in:)`); `reload`, the two `execute`s and the
/// transforms are in their own files, the preview command in `PreviewRunner`.
public final class SearchCommands: CommandHandler {
    /// Keys and events bound to actions; a bound key is taken before the key map.
    public var bindings: Bindings
    /// The command whose output the preview pane shows for the selected item, if any; the pane's
    /// place is `BrowserOptions.previewWindow`.
    public var previewCommand: CommandTemplate?
    /// How plain lines split into fields for `{1}`-style placeholders.
    public var fieldSplitter: FieldSplitter
    /// The environment commands run with (the preview's size is added to it).
    public var environment: [String: String]
    /// The terminal an `execute` command gets as its input and output.
    public var commandTerminalPath = "/dev/tty"
    /// The name of the key that ended the run, when a key bound to ``BoundAction/chooseByKey(_:)``
    /// did (`--expect`).
    public internal(set) var endingKey: String?
    /// Runs the preview command; created as the run begins, since it wakes the run's loop.
    var previewRunner: PreviewRunner?
    /// What the last `preview(…)` ran for, until the next key: the default preview the browser
    /// asks for in the same turn must not replace its output.
    var oneOffPreviewSubject: PreviewSubject?
    /// The reload command running now, if any.
    var reloadProcess: ChildProcess?
    /// The key map in use, for the name of what an unbound key does (`FZF_ACTION`).
    var keyMapInUse: KeyMap?
    /// The name of the last key pressed (`FZF_KEY`), empty before the first.
    var lastKey = ""
    /// Whether `print-query` (or `accept-or-print-query` with nothing to choose) ended the run:
    /// the query is printed alone.
    public internal(set) var endedPrintingQuery = false
    /// The name of the last action performed (`FZF_ACTION`), `start` before the first, as in fzf.
    var lastAction = "start"
    /// `--nth` and `--with-nth` as written, for `change-nth`, `change-with-nth` and `FZF_NTH`.
    public var fieldExpressions = FieldExpressions()
    /// Runs the commands of `bg-transform…`; created as the run begins, since it wakes the loop.
    var backgroundCommands: BackgroundCommands<BackgroundTransform>?
    /// Where a transform's command output comes from now (see `output(of:named:in:)`).
    var transformOutput = TransformOutput.waitedFor
    /// The actions a `wait` holds until the search is complete; nil while none waits.
    var heldByWait: [BoundAction]?
    /// The keys, events and timers `unbind` turned off.
    var unbound: Set<BindTarget> = []
    /// fzf's `--info-command`: run whenever the cursor or the counts change, its output's first
    /// line shown in place of the counts (see `runInfoCommand(in:)`).
    public var infoCommand: CommandTemplate?
    /// What ends each value in a `{+f}` file: NUL with `--print0`, as fzf's, else a newline.
    public var fileSeparator: UInt8 = 0x0A

    /// Commands for one run: `bindings`, the preview command, run with `environment`.
    public init(bindings: Bindings = Bindings(), previewCommand: CommandTemplate? = nil,
                fieldSplitter: FieldSplitter = FieldSplitter(), environment: [String: String] = ProcessEnvironment.current) {
        self.bindings = bindings
        self.previewCommand = previewCommand
        self.fieldSplitter = fieldSplitter
        self.environment = environment
    }

    // MARK: - What the run hands over

    public func begin(wakingLoop wakeLoop: @escaping @Sendable () -> Void) -> PreviewInputs? {
        previewRunner = PreviewRunner(whenChanged: wakeLoop)
        backgroundCommands = BackgroundCommands(whenFinished: wakeLoop)
        return previewCommand?.previewInputs
    }

    public func keyMap(binding keyMap: KeyMap) -> KeyMap {
        var keyMap = keyMap.removing(keys: Set(bindings.keys.keys))
        for (key, actions) in bindings.keys.sorted(by: { KeyName.name(of: $0.key) < KeyName.name(of: $1.key) }) {
            // Keys the user bound are named in the help line with what they do now.
            guard let first = actions.first, key != .escape else { continue }
            keyMap.bindings.append(KeyMap.Binding(keys: [key], action: .user(.boundKey(key)),
                                                  help: KeyMap.Help(KeyName.name(of: key), first.name)))
        }
        keyMapInUse = keyMap
        return keyMap
    }

    /// The loop asks for every key it reads, so the key and, for a key not bound, the action
    /// the key map gives it are noted here for the commands' `FZF_KEY` and `FZF_ACTION`.
    public func binds(_ key: InputEvent) -> Bool {
        // While a wait holds the actions, every key is taken here: only abort and cancel act.
        let isBound = boundActions(for: .key(key)) != nil || heldByWait != nil && Self.isUserInput(key)
        switch key {
        case .mouse, .resize, .paste, .terminalClosed:
            break
        default:
            lastKey = KeyName.name(of: key)
            oneOffPreviewSubject = nil
            if !isBound, let action = keyMapInUse?.action(for: key) {
                lastAction = BoundAction.browser(action).name
            }
        }
        return isBound
    }

    public func performBinding(of key: InputEvent, in run: inout some CommandHost) {
        if let actions = boundActions(for: .key(key)) {
            perform(actions, in: &run)
        } else if heldByWait != nil, let action = keyMapInUse?.action(for: key) {
            perform([.browser(action)], in: &run)
        }
    }

    public func fire(_ event: BindEvent, in run: inout some CommandHost) {
        if let actions = boundActions(for: .event(event)) { perform(actions, in: &run) }
        if Self.changesInfo(event) { runInfoCommand(in: &run) }
    }

    public func startPreview(of subject: PreviewSubject, in run: inout some CommandHost) {
        // A `preview(…)` performed in this turn already shows the output for this subject.
        defer { oneOffPreviewSubject = nil }
        guard oneOffPreviewSubject != subject, let template = previewCommand else { return }
        runPreview(template, in: &run)
    }

    public func takePreviewOutput() -> PreviewOutput? {
        previewRunner?.takeOutput()
    }

    public func end() {
        previewRunner?.cancelCurrent()
        reloadProcess?.kill()
        backgroundCommands?.cancelAll()
    }

    // MARK: - Bound actions

    /// Performs bound actions in order; one that ends the run stops the rest, and `wait` holds
    /// the rest (with those after a `wait` armed in a transform's actions) until the search is
    /// complete. While a wait holds, actions are dropped but abort and cancel, which end the
    /// wait instead; a background transform's output still applies.
    func perform(_ actions: [BoundAction], in run: inout some CommandHost) {
        let wasWaiting = heldByWait != nil
        for (index, action) in actions.enumerated() {
            guard !run.isEnding else { return }
            if heldByWait != nil {
                if !wasWaiting {
                    // A wait armed by an action before this one (a transform's): the rest wait too.
                    heldByWait? += actions[index...]
                    return
                }
                if !transformOutput.hasArrived {
                    if Self.endsAWait(action) { endWait(in: &run) }
                    continue
                }
            }
            switch action {
            case .wait:
                if holdsForSearch(Array(actions[(index + 1)...]), in: &run) { return }
            case .inBackground(let transform):
                startInBackground(transform, in: &run)
            case .cancelBackground:
                backgroundCommands?.cancelAll()
            case .unbind(let targets):
                unbound.formUnion(targets)
            case .rebind(let targets):
                unbound.subtract(targets)
            case .toggleBind(let targets):
                unbound.formSymmetricDifference(targets)
            case .trigger(let targets):
                for target in targets {
                    if let bound = boundActions(for: target) { perform(bound, in: &run) }
                }
            case .browser(let browserAction):
                run.handle(Self.oriented(browserAction, listGrowsUpward: run.browser.options.listGrowsUpward))
            case .chooseByKey(let name):
                endingKey = name
                run.handle(.user(.choose))
            case .reload(let template):
                reload(template, in: &run)
            case .execute(let template):
                execute(template, in: &run)
            case .executeSilently(let template):
                executeSilently(template, in: &run)
            case .become(let template):
                let shell = commandShell
                do throws(CommandError) {
                    if let commandLine = try template.expanded(for: commandContext(in: run), shell: shell) {
                        run.end(with: .become(program: shell.path, arguments: shell.arguments(running: commandLine)))
                    }
                } catch {
                    run.end(with: .failed(error.description))
                }
            case .refreshPreview:
                run.handle(.host(.refreshPreview))
            case .changePreview(let template):
                changePreview(to: template, in: &run)
            case .preview(let template):
                preview(template, in: &run)
            case .changePreviewWindow(let choices):
                run.handle(.host(.changePreview(.window(choices.take()))))
            case .transformPrompt(let template):
                if let prompt = firstLineOfOutput(of: template, named: "transform-prompt", in: &run) {
                    run.handle(.host(.setPrompt(prompt)))
                }
            case .transformHeader(let template):
                if let output = output(of: template, named: "transform-header", in: &run) {
                    run.handle(.host(.setHeader(HeaderText.lines(of: String(decoding: output, as: UTF8.self)))))
                }
            case .transformFooter(let template):
                if let output = output(of: template, named: "transform-footer", in: &run) {
                    run.handle(.host(.setFooter(HeaderText.lines(of: String(decoding: output, as: UTF8.self)))))
                }
            case .transformLabel(let place, let template):
                if let label = firstLineOfOutput(of: template, named: "transform-\(place.rawValue)-label", in: &run) {
                    run.handle(.host(.setLabel(place, label)))
                }
            case .exclude(let marked):
                exclude(marked: marked, in: &run)
            case .changeNth(let argument):
                changeNth(argument, in: &run)
            case .changeWithNth(let argument):
                changeWithNth(argument, in: &run)
            case .transformNth(let template):
                if let expression = firstLineOfOutput(of: template, named: "transform-nth", in: &run) { changeNth(expression, in: &run) }
            case .transformWithNth(let template):
                if let expression = firstLineOfOutput(of: template, named: "transform-with-nth", in: &run) {
                    changeWithNth(expression, in: &run)
                }
            case .transformPointer(let template):
                if let pointer = firstLineOfOutput(of: template, named: "transform-pointer", in: &run) {
                    run.handle(.host(.setPointer(pointer)))
                }
            case .transformQuery(let template):
                if let query = firstLineOfOutput(of: template, named: "transform-query", in: &run) {
                    run.handle(.host(.session(.replaceText(query))))
                }
            case .transform(let template):
                transform(template, in: &run)
            case .transformSearch(let template):
                if let text = firstLineOfOutput(of: template, named: "transform-search", in: &run) {
                    run.handle(.host(.search(text)))
                }
            case .put(let text):
                if let typed = text ?? Self.typedCharacter(ofKey: lastKey) { run.handle(.user(.type(typed))) }
            case .replaceQuery:
                if let item = run.browser.selectedItem {
                    let text = String(decoding: run.provider.content.commandItem(at: item).bytes, as: UTF8.self)
                    run.handle(.host(.session(.replaceText(text))))
                }
            case .printQuery:
                endPrintingQuery(in: &run)
            case .chooseOrPrintQuery:
                if run.browser.results.matches.isEmpty && run.browser.markedItems.isEmpty {
                    endPrintingQuery(in: &run)
                } else {
                    run.handle(.user(.choose))
                }
            }
            lastAction = action.name
        }
    }

    /// `action` with its vertical moves turned over for a list drawn upward, as the key map's
    /// are: fzf's `up` and `page-up` go up the screen in either layout.
    static func oriented(_ action: BrowserAction, listGrowsUpward: Bool) -> BrowserAction {
        guard listGrowsUpward else { return action }
        switch action {
        case .user(.moveSelection(let rows)): return .user(.moveSelection(-rows))
        case .user(.movePage(let pages)): return .user(.movePage(-pages))
        default: return action
        }
    }

    /// Ends the run with nothing chosen, for the query to be printed alone.
    private func endPrintingQuery(in run: inout some CommandHost) {
        endedPrintingQuery = true
        run.end(with: .chosen([], query: run.browser.session.query))
    }

    /// The text `put` types for the key named `key`: its character, or nil for a key that types
    /// none (an arrow, an event).
    static func typedCharacter(ofKey key: String) -> String? {
        if key == "space" { return " " }
        return key.count == 1 ? key : nil
    }

    /// The shell commands run with, and whose quoting their placeholders are written in.
    var commandShell: CommandShell {
        CommandShell(environment: environment)
    }

    /// The placeholders' values now: the query, the selected item, the marked items.
    func commandContext(in run: some CommandHost) -> CommandContext {
        CommandContext(
            query: run.browser.session.text,
            current: run.browser.selectedItem.map { run.provider.content.commandItem(at: $0) },
            marked: run.browser.markedItems.map { run.provider.content.commandItem(at: $0) },
            splitter: fieldSplitter,
            fileSeparator: fileSeparator,
            matched: { [matches = run.browser.results.matches, content = run.provider.content] in
                matches.map { content.commandItem(at: $0.index) }
            }
        )
    }

    /// The environment a command starts with: the run's, and the state of the run in fzf's
    /// variables (``ExportedVariables``).
    func commandEnvironment(in run: some CommandHost) -> [String: String] {
        let browser = run.browser
        let matchCount = browser.results.matchedCount ?? browser.results.matches.count
        return ExportedVariables(
            query: browser.session.text,
            position: browser.selectedItem == nil ? 0 : browser.selectedRow + 1,
            matchCount: matchCount,
            totalCount: browser.results.totalCount,
            selectCount: browser.markedItems.count,
            // The prompt drawn when none was given: each face has its own.
            prompt: browser.options.prompt ?? (browser.options.face == .fzf ? "> " : "/ "),
            lines: browser.size.height,
            columns: browser.size.width,
            key: lastKey,
            action: lastAction,
            idleMilliseconds: run.millisecondsSinceInput
        ).added(to: ClickVariables(header: browser.headerClick, footer: browser.footerClick, splitter: fieldSplitter)
            .added(to: fieldExpressions.added(to: environment)))
    }

    /// Shows why a command could not run in the status line, beside the provider's note.
    func showCommandNote(_ note: String, in run: inout some CommandHost) {
        run.handle(.arrived(.commandFailed(note)))
    }
}
