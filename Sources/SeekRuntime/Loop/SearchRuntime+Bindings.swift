#if canImport(Glibc)
import SeekCatalog
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SeekScreen
import SeekToolkit

extension SearchRuntime {
    /// Fires the events that this turn brought about: `start` once, `change` when the query's
    /// text changed, `focus` when the selected item did. Each fires once per turn however many
    /// keys caused it, so a burst of typing runs a `change:reload` once.
    func fireEvents(_ state: inout LoopState) {
        if !state.hasStarted {
            state.hasStarted = true
            state.lastText = browser.session.text
            state.lastFocus = .some(browser.selectedItem)
            fire(.start, in: &state)
        }
        if browser.session.text != state.lastText {
            state.lastText = browser.session.text
            fire(.change, in: &state)
        }
        if state.lastFocus != .some(browser.selectedItem) {
            state.lastFocus = .some(browser.selectedItem)
            fire(.focus, in: &state)
        }
    }

    /// Fires `result`, `zero` or `one` when the results of a new generation are on screen.
    func fireResultEvents(generation: Int, in state: inout LoopState) {
        guard generation != state.resultGeneration, browser.results.generation == generation,
              browser.awaitedGeneration == nil else { return }
        state.resultGeneration = generation
        fire(.result, in: &state)
        switch browser.results.matches.count {
        case 0: fire(.zero, in: &state)
        case 1: fire(.one, in: &state)
        default: break
        }
    }

    /// Performs the actions bound to `event`.
    func fire(_ event: BindEvent, in state: inout LoopState) {
        guard let actions = bindings.events[event] else { return }
        perform(actions, in: &state)
    }

    /// Performs bound actions in order; one that ends the run stops the rest.
    func perform(_ actions: [BoundAction], in state: inout LoopState) {
        for action in actions {
            guard state.outcome == nil else { return }
            switch action {
            case .browser(let browserAction):
                handle(browserAction, in: &state)
            case .chooseByKey(let name):
                endingKey = name
                handle(.choose, in: &state)
            case .reload(let template):
                reload(template, in: &state)
            case .execute(let template):
                execute(template, in: &state)
            case .executeSilently(let template):
                executeSilently(template, in: &state)
            case .become(let template):
                do throws(CommandError) {
                    if let commandLine = try template.expanded(for: commandContext(), shell: commandShell) {
                        state.outcome = .become(commandLine, shell: commandShell)
                    }
                } catch {
                    state.outcome = .failed(error.description)
                }
            case .refreshPreview:
                state.previewSubject = nil
            case .changePreview(let template):
                previewCommand = template
                state.previewSubject = nil
            }
        }
    }

    /// The shell commands run with, and whose quoting their placeholders are written in.
    var commandShell: CommandShell {
        CommandShell(environment: environment)
    }

    /// The placeholders' values now: the query, the selected item, the marked items.
    func commandContext() -> CommandContext {
        CommandContext(
            query: browser.session.text,
            current: browser.selectedItem.map { provider.commandItem(at: $0) },
            marked: browser.markedItems.map { provider.commandItem(at: $0) },
            splitter: fieldSplitter
        )
    }

    /// Runs `template`'s command and makes its output the input, killing a reload still running.
    private func reload(_ template: CommandTemplate, in state: inout LoopState) {
        reloadProcess?.kill()
        reloadProcess = nil
        do {
            guard let commandLine = try template.expanded(for: commandContext(), shell: commandShell) else { return }
            let process = try ChildProcess.startInBackground(commandLine, shell: commandShell, environment: environment,
                                                             capturesErrors: false)
            guard provider.reload(reading: process.outputDescriptor) else {
                process.kill()
                process.waitForExit()
                return
            }
            reloadProcess = process
            // Reaped when it ends, whether it finishes or a later reload kills it.
            DispatchQueue.global(qos: .utility).async { process.waitForExit() }
            handle(.inputReplaced, in: &state)
            state.wasInputComplete = false
        } catch {
            // The items, the marks and the query stay as they were.
            showCommandNote("reload: \(error.description)", in: &state)
        }
    }

    /// Runs `template`'s command in the background without its output, and waits for it; a
    /// signal that ends seek ends the wait, and the run, once the command has been passed it.
    private func executeSilently(_ template: CommandTemplate, in state: inout LoopState) {
        do throws(CommandError) {
            guard let commandLine = try template.expanded(for: commandContext(), shell: commandShell) else { return }
            let process = try ChildProcess.startInBackground(commandLine, shell: commandShell, environment: environment,
                                                             capturesOutput: false)
            if case .interrupted(let signal) = process.waitForExit(endingOn: handlesSignals ? mailbox.wakeup : nil) {
                state.outcome = .signal(signal)
            }
            // The wait took the wake-ups meant for the loop (a preview's output, a reload's items).
            mailbox.wakeup.wake()
        } catch {
            showCommandNote("execute-silent: \(error.description)", in: &state)
        }
    }

    /// Hands the terminal to `template`'s command until it ends, then draws the screen in full.
    /// Ctrl-C and Ctrl-Z typed meanwhile are the command's (it is the terminal's foreground job);
    /// a signal sent to seek that ends it ends the run once the command has been passed it.
    private func execute(_ template: CommandTemplate, in state: inout LoopState) {
        let shell = commandShell
        let commandLine: [UInt8]
        do throws(CommandError) {
            guard let expanded = try template.expanded(for: commandContext(), shell: shell) else { return }
            commandLine = expanded
        } catch {
            showCommandNote("execute: \(error.description)", in: &state)
            return
        }
        let environment = self.environment
        let terminalPath = commandTerminalPath
        // The wait wakes on the signal handlers' bytes only when they are installed.
        let wakeup = handlesSignals ? mailbox.wakeup : nil
        var result: Result<ForegroundEnd, CommandError> = .success(.exited(0))
        terminal.runOutsideScreen {
            do throws(CommandError) {
                result = .success(try ChildProcess.runInForeground(commandLine, shell: shell, environment: environment,
                                                                   terminalPath: terminalPath, wakeup: wakeup))
            } catch {
                result = .failure(error)
            }
        }
        switch result {
        case .success(.interrupted(let signal)):
            state.outcome = .signal(signal)
            return
        case .success(.exited):
            break
        case .failure(let error):
            showCommandNote("execute: \(error.description)", in: &state)
        }
        // The wait took the wake-ups meant for the loop (a preview's output, a reload's items).
        mailbox.wakeup.wake()
        terminal.invalidate()
        handle(.resize(terminal.size), in: &state)
    }

    // MARK: - Find

    /// Sends the browser the selected item's detail pane text when the selection changed while
    /// find would open over the detail pane, so that find searches what the pane shows.
    func updateDetailText(_ state: inout LoopState) {
        guard browser.paneForFind == .detail else {
            state.detailTextItem = nil
            return
        }
        let item = browser.selectedItem
        guard state.detailTextItem != .some(item) else { return }
        state.detailTextItem = .some(item)
        let detail = item.flatMap { screen.content.detail(ofItem: $0) } ?? (title: "", fields: [])
        handle(.detailTextArrived(DetailPane(title: detail.title, fields: detail.fields).searchableText), in: &state)
    }

    // MARK: - Preview

    /// Starts the preview for the selected item when it (or the query, for a command that uses
    /// it) changed, and hands new output to the browser. Never waits for the command.
    func updatePreview(_ state: inout LoopState) {
        guard let runner = previewRunner else { return }
        if let template = previewCommand, let window = browser.options.previewWindow, browser.isPreviewShown {
            let subject = PreviewSubject(
                item: browser.selectedItem,
                query: template.usesQuery ? browser.session.text : nil,
                marked: template.text.contains("{+") ? browser.markedItems : []
            )
            if subject != state.previewSubject {
                state.previewSubject = subject
                let pane = window.contentRect(of: browser.layout.preview)
                let context = commandContext()
                let shell = commandShell
                switch Result(catching: { () throws(CommandError) in try template.expanded(for: context, shell: shell) }) {
                case .success(let commandLine?):
                    var variables = environment
                    for prefix in ["SEEK", "FZF"] {
                        variables["\(prefix)_PREVIEW_LINES"] = String(pane.height)
                        variables["\(prefix)_PREVIEW_COLUMNS"] = String(pane.width)
                    }
                    let firstLine = window.offset.map { offset in
                        let fieldText = offset.field.flatMap { field in
                            context.current.map { fieldSplitter.text(of: $0.text, fields: FieldRange(first: field, last: field)) }
                        }
                        return offset.firstLine(fieldText: fieldText, height: pane.height)
                    } ?? 0
                    runner.start(commandLine, shell: shell, item: subject.item, firstLine: firstLine, environment: variables)
                case .success(nil):
                    runner.cancelCurrent()
                    handle(.previewArrived(PreviewOutput(item: nil, lines: [], isRunning: false, isNewRun: true)), in: &state)
                case .failure(let error):
                    runner.show(error, item: subject.item)
                }
            }
        }
        if let output = runner.takeOutput() {
            handle(.previewArrived(output), in: &state)
        }
    }
}

/// What a preview run was started for: a change of any part starts a new run.
struct PreviewSubject: Equatable {
    var item: Int?
    var query: String?
    var marked: [Int]
}
