import SeekRuntime
import SeekToolkit

/// A `bg-transform…` started: the transform to apply its output with, and the key that started
/// it, which `put` in the output types (fzf snapshots the key when it schedules the command).
struct BackgroundTransform: Sendable {
    var action: BoundAction
    var key: String
}

/// Where a transform's command output comes from (`SearchCommands.output(of:named:in:)`): its
/// command run and waited for (`transform…`), started in the background with nothing to apply
/// yet (a `bg-transform…` performed), or the output of a background run that ended (applied).
enum TransformOutput {
    case waitedFor
    case startedInBackground(BackgroundTransform)
    case arrived([UInt8])

    /// Whether a background run's output is being applied.
    var hasArrived: Bool {
        if case .arrived = self { return true }
        return false
    }
}

extension SearchCommands {
    // MARK: - Background transforms

    /// Performs `transform` with its command started in the background: the transform runs
    /// through the same code as its waiting form, which starts the command and stops there.
    func startInBackground(_ transform: BoundAction, in run: inout some CommandHost) {
        transformOutput = .startedInBackground(BackgroundTransform(action: transform, key: lastKey))
        defer { transformOutput = .waitedFor }
        perform([transform], in: &run)
    }

    /// Starts `commandLine` for the background transform being performed, if one is.
    func startInBackground(_ commandLine: [UInt8], for transform: BackgroundTransform,
                           environment: [String: String]) throws(CommandError) {
        let process = try ChildProcess.startInBackground(commandLine, shell: commandShell, environment: environment,
                                                         capturesErrors: false)
        backgroundCommands?.track(process, for: transform)
    }

    /// Applies the output of each background transform that ended, in the order they ended:
    /// the transform is performed again with its command's output already there, the key that
    /// started it as the last key.
    func applyFinishedBackgroundTransforms(in run: inout some CommandHost) {
        guard let background = backgroundCommands, background.hasFinished else { return }
        for finished in background.takeFinished() {
            let key = lastKey
            lastKey = finished.job.key
            transformOutput = .arrived(finished.output)
            perform([finished.job.action], in: &run)
            transformOutput = .waitedFor
            lastKey = key
        }
    }

    // MARK: - Waiting for the search

    /// Whether the search is complete: the input read, and the results of the latest query on
    /// screen with nothing still matching.
    static func searchIsComplete(_ run: some CommandHost) -> Bool {
        let browser = run.browser
        return browser.isInputComplete && browser.awaitedGeneration == nil && !browser.isBusy
    }

    /// Holds `rest` until the search is complete (`wait`), joining a wait already holding;
    /// false when the search is complete and nothing waits: the actions go on.
    func holdsForSearch(_ rest: [BoundAction], in run: inout some CommandHost) -> Bool {
        if let held = heldByWait {
            heldByWait = held + rest
            return true
        }
        guard !Self.searchIsComplete(run) else { return false }
        heldByWait = rest
        run.handle(.host(.setWaitingForSearch(true)))
        return true
    }

    /// Ends the wait and drops what it held (abort or cancel while waiting).
    func endWait(in run: inout some CommandHost) {
        heldByWait = nil
        run.handle(.host(.setWaitingForSearch(false)))
    }

    /// Performs what the wait held once the search is complete.
    func releaseWaitWhenSearchCompletes(in run: inout some CommandHost) {
        guard let held = heldByWait, Self.searchIsComplete(run) else { return }
        endWait(in: &run)
        perform(held, in: &run)
    }

    /// Whether `action` ends a wait instead of acting (`abort`, `cancel`, and the keys bound to them).
    static func endsAWait(_ action: BoundAction) -> Bool {
        action == .browser(.user(.interrupt)) || action == .browser(.user(.cancel))
    }

    /// Whether `key` is the user's (a key, a click, a paste), which a wait holds back.
    static func isUserInput(_ key: InputEvent) -> Bool {
        switch key {
        case .resize, .terminalClosed: false
        default: true
        }
    }

    // MARK: - What the loop asks for

    public func performPendingWork(in run: inout some CommandHost) {
        applyFinishedBackgroundTransforms(in: &run)
        releaseWaitWhenSearchCompletes(in: &run)
    }

    public var timerIntervals: [Int] {
        Array(bindings.timers.keys)
    }

    /// Performs what `every(N)` bound; the tick is no key, so `FZF_KEY` keeps the last one.
    public func timerFired(every interval: Int, in run: inout some CommandHost) {
        if let actions = boundActions(for: .timer(interval)) { perform(actions, in: &run) }
    }

    /// The actions bound to `target`, unless `unbind` turned it off.
    func boundActions(for target: BindTarget) -> [BoundAction]? {
        unbound.contains(target) ? nil : bindings.actions(for: target)
    }
}
