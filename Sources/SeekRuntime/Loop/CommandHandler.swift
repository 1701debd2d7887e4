import SeekScreen
import SeekToolkit

/// What performs the effects of a run that start commands: keys and events bound to actions
/// (`BrowserEffect.performBinding(_:)`, `BrowserEffect.fire(_:)`) and the preview
/// (`BrowserEffect.startPreview(_:)`).
///
/// The loop still takes every effect the browser returns, in order; it hands these to the
/// handler it was given (``SearchRuntime/commandHandler``). Without one (a SeekUI list) they are
/// dropped, as in a run with nothing bound and no preview command. SeekCommands implements it
/// for seek's `--bind` and `--preview`; the runtime itself never starts a command.
public protocol CommandHandler: AnyObject {
    /// Called once as the run starts; `wakeLoop` wakes the loop from any thread (a preview's
    /// output arrived). Returns what the preview command reads besides the selected item, or
    /// nil when there is no preview command.
    func begin(wakingLoop wakeLoop: @escaping @Sendable () -> Void) -> PreviewInputs?
    /// `keyMap` with the bound keys taken out of it and named in the help line with what they do now.
    func keyMap(binding keyMap: KeyMap) -> KeyMap
    /// Whether `key` is bound: the loop takes it before the key map, and reads the keys after it
    /// once the bound work is done.
    func binds(_ key: InputEvent) -> Bool
    /// Performs the actions bound to `key`.
    func performBinding(of key: InputEvent, in run: inout some CommandHost)
    /// Performs the actions bound to `event`.
    func fire(_ event: BindEvent, in run: inout some CommandHost)
    /// Starts the preview command for `subject`; called after the frame, and never waits for it.
    func startPreview(of subject: PreviewSubject, in run: inout some CommandHost)
    /// The preview command's output since the last call, if there is any.
    func takePreviewOutput() -> PreviewOutput?
    /// Called once as the run ends: commands still running in the background are ended.
    func end()
    /// The intervals, in milliseconds, of the timers whose ticks the handler wants (`every(N)`),
    /// read once as the run begins; the loop keeps them (``RepeatingTimers``) with its clock.
    var timerIntervals: [Int] { get }
    /// Performs what is bound to the timer of `interval` milliseconds; called by the loop when
    /// it comes round.
    func timerFired(every interval: Int, in run: inout some CommandHost)
    /// Called on every turn of the loop before the keys are read, so cheap when there is nothing
    /// to do: work finished in the background (a `bg-transform`'s output) is applied here, and
    /// actions held by `wait` go on once the search is complete.
    func performPendingWork(in run: inout some CommandHost)
}

extension CommandHandler {
    /// No timers.
    public var timerIntervals: [Int] { [] }
    /// Nothing bound to timers.
    public func timerFired(every interval: Int, in run: inout some CommandHost) {}
    /// No work of its own in the background.
    public func performPendingWork(in run: inout some CommandHost) {}
}
