import SeekCatalog
import Glibc
import Dispatch
import SeekScreen
import SeekToolkit

extension SearchRuntime {
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
                handle(.user(.choose), in: &state)
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
                handle(.host(.refreshPreview), in: &state)
            case .changePreview(let template):
                previewCommand = template
                handle(.host(.setPreviewCommand(Self.previewInputs(of: template))), in: &state)
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
            current: browser.selectedItem.map { provider.content.commandItem(at: $0) },
            marked: browser.markedItems.map { provider.content.commandItem(at: $0) },
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
            handle(.arrived(.inputReplaced), in: &state)
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
        handle(.arrived(.resize(terminal.size)), in: &state)
    }

    // MARK: - Find

    /// The detail pane text of `item` as find searches it (``BrowserEffect/fetchDetailText(item:)``).
    func detailText(ofItem item: Int?) -> String {
        let detail = item.flatMap { screen.content.detail(ofItem: $0) } ?? (title: "", fields: [])
        return DetailPane(title: detail.title, fields: detail.fields).searchableText
    }

    // MARK: - Preview

    /// What `template` reads besides the selected item: the browser starts it again when those change.
    static func previewInputs(of template: CommandTemplate) -> PreviewInputs {
        PreviewInputs(query: template.usesQuery, marks: template.text.contains("{+"))
    }

    /// Starts the preview run the browser asked for (``BrowserEffect/startPreview(_:)``), after
    /// the frame. Never waits for the command.
    func startPreview(_ state: inout LoopState) {
        guard let subject = state.previewToStart, let runner = previewRunner else { return }
        state.previewToStart = nil
        guard let template = previewCommand, let window = browser.options.previewWindow else { return }
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
            handle(.arrived(.previewOutput(PreviewOutput(item: nil, lines: [], isRunning: false, isNewRun: true))), in: &state)
        case .failure(let error):
            runner.show(error, item: subject.item)
        }
    }

    /// Hands the browser the preview command's new output, if any.
    func takePreviewOutput(_ state: inout LoopState) {
        if let output = previewRunner?.takeOutput() {
            handle(.arrived(.previewOutput(output)), in: &state)
        }
    }
}
