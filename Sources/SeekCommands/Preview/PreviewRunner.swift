import Glibc
import Dispatch
import SeekCatalog
import SeekScreen
import SeekToolkit
import Synchronization

/// How `--preview` runs its command: the template is expanded for the selected item (and the
/// query and marks it names), started with `$SHELL -c` in the background with the pane's size in
/// `SEEK_PREVIEW_LINES`/`SEEK_PREVIEW_COLUMNS` (and fzf's `FZF_` names), one run at a time — a
/// new run kills the one before it (its whole process group) — and its output is parsed as it
/// arrives, so the pane fills while the command still runs and the list never waits for it.
///
/// The browser decides when a preview runs (`BrowserEffect.startPreview(_:)`: the
/// selection moved, or the query or marks the command reads changed); the loop starts it after
/// the frame through ``SearchCommands``, and hands the browser what ``takeOutput()`` returns.
final class PreviewRunner: Sendable {
    private struct Run: Sendable {
        var number: Int
        var item: Int?
        var firstLine: Int
        var text = ColoredText()
        var isFinished = false
        var isDelivered = false
        var hasNewOutput = true
        var process: ChildProcess?
        /// The `{f}` files the command reads, removed when the run is forgotten.
        var files: TemporaryFiles?
    }

    private let current = Mutex<Run?>(nil)
    private let whenChanged: @Sendable () -> Void

    /// `whenChanged` is called from the reading thread after each block of output and at the end.
    init(whenChanged: @escaping @Sendable () -> Void) {
        self.whenChanged = whenChanged
    }

    /// Starts `template` for `item` in `pane`, a rectangle of `window`, cancelling the run before
    /// it. A template with nothing to fill a placeholder with (no item selected) empties the pane;
    /// one that cannot be expanded shows why in it.
    func start(_ template: CommandTemplate, for item: Int?, context: CommandContext, shell: CommandShell,
               environment: [String: String], window: PreviewWindow, pane: Rect) {
        switch Result(catching: { () throws(CommandError) in try template.expansion(for: context, shell: shell) }) {
        case .success(let (commandLine, files)?):
            var variables = environment
            for prefix in ["SEEK", "FZF"] {
                variables["\(prefix)_PREVIEW_LINES"] = String(pane.height)
                variables["\(prefix)_PREVIEW_COLUMNS"] = String(pane.width)
            }
            let firstLine = window.offset.map { offset in
                let fieldText = offset.field.flatMap { field in
                    context.current.map { context.splitter.text(of: $0.text, fields: FieldRange(first: field, last: field)) }
                }
                return offset.firstLine(fieldText: fieldText, height: pane.height)
            } ?? 0
            start(commandLine, files: files, shell: shell, item: item, firstLine: firstLine, environment: variables)
        case .success(nil):
            let number = cancelCurrent() + 1
            current.withLock { $0 = Run(number: number, item: nil, firstLine: 0, isFinished: true) }
        case .failure(let error):
            show(error, item: item, number: cancelCurrent() + 1)
        }
    }

    /// Starts `commandLine` with `shell` for `item`, cancelling the run before it; `firstLine` is
    /// where the pane opens. A command that cannot start shows why in the pane.
    private func start(_ commandLine: [UInt8], files: TemporaryFiles, shell: CommandShell, item: Int?, firstLine: Int,
                       environment: [String: String]) {
        let number = cancelCurrent() + 1
        do {
            let process = try ChildProcess.startInBackground(commandLine, shell: shell, environment: environment)
            current.withLock { $0 = Run(number: number, item: item, firstLine: firstLine, process: process, files: files) }
            let whenChanged = self.whenChanged
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                read(process, run: number)
                whenChanged()
            }
        } catch {
            show(error, item: item, number: number)
        }
    }

    private func show(_ error: CommandError, item: Int?, number: Int) {
        var run = Run(number: number, item: item, firstLine: 0, isFinished: true)
        run.text = ColoredText(parsing: Array(error.description.utf8))
        current.withLock { $0 = run }
        whenChanged()
    }

    /// Kills the running command, if any, and forgets its output; returns the last run's number.
    @discardableResult
    func cancelCurrent() -> Int {
        let previous = current.withLock { run -> Run? in
            let previous = run
            run = nil
            return previous
        }
        if let process = previous?.process, previous?.isFinished == false {
            process.kill()
        }
        return previous?.number ?? 0
    }

    /// The output since the last call, if there is new output (or the run is new or ended).
    func takeOutput() -> PreviewOutput? {
        current.withLock { run -> PreviewOutput? in
            guard var taken = run, taken.hasNewOutput else { return nil }
            let output = PreviewOutput(item: taken.item, lines: taken.text.linesIncludingUnfinished,
                                       isRunning: !taken.isFinished, isNewRun: !taken.isDelivered,
                                       firstLine: taken.firstLine)
            taken.isDelivered = true
            taken.hasNewOutput = false
            run = taken
            return output
        }
    }

    /// The index just after the last clear-screen sequence (`ESC [ 2 J`) in `bytes`, if any.
    static func endOfLastClear(in bytes: ArraySlice<UInt8>) -> Int? {
        let clear: [UInt8] = [0x1B, 0x5B, 0x32, 0x4A]
        var index = bytes.endIndex - clear.count
        while index >= bytes.startIndex {
            if bytes[index] == 0x1B && bytes[index..<(index + clear.count)].elementsEqual(clear) { return index + clear.count }
            index -= 1
        }
        return nil
    }

    /// Reads the command's output until it ends, then reaps it.
    private func read(_ process: ChildProcess, run number: Int) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(process.outputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let isCurrent = current.withLock { run -> Bool in
                guard run?.number == number else { return false }
                var bytes = buffer[0..<count]
                if let cleared = Self.endOfLastClear(in: bytes) {
                    // The command cleared its screen (`ESC [ 2 J`): the pane starts over with
                    // what follows, as fzf's does (a clear split between two reads is not seen).
                    run?.text = ColoredText()
                    bytes = bytes[cleared...]
                }
                // A NUL draws nothing on a terminal, as in fzf's pane (a `{+f}` file written
                // with `--print0`); elsewhere seek shows it as `^@`.
                run?.text.append(bytes.contains(0) ? bytes.filter { $0 != 0 }[...] : bytes)
                run?.hasNewOutput = true
                return true
            }
            guard isCurrent else {
                process.kill()
                break
            }
            whenChanged()
        }
        close(process.outputDescriptor)
        process.waitForExit()
        current.withLock { run in
            guard run?.number == number else { return }
            run?.text.finish()
            run?.isFinished = true
            run?.hasNewOutput = true
            run?.files = nil
        }
    }
}

extension CommandTemplate {
    /// What the command reads besides the selected item: the browser starts it again when those change.
    var previewInputs: PreviewInputs {
        PreviewInputs(query: usesQuery, marks: text.contains("{+"))
    }
}
