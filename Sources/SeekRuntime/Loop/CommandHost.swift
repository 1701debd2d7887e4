import SeekProviders
import SeekScreen

/// What a ``CommandHandler`` sees of the run, and may do to it, while it performs an effect: the
/// browser and the provider that a command's placeholders are filled from, actions for the
/// browser, the end of the run, and the terminal handed to a command.
public protocol CommandHost {
    /// The screen's state now; it changes with each action handled.
    var browser: SearchBrowser { get }
    /// Where results come from (a command's items, a reload's input).
    var provider: any SearchProvider { get }
    /// Whether an action has ended the run: the actions bound after it are not performed.
    var isEnding: Bool { get }
    /// What a wait for a command also ends on: the run's wake-up pipe, to which its signal
    /// handlers write; nil when the run does not handle signals.
    var signalWakeup: Wakeup? { get }
    /// Milliseconds since the user last pressed a key or used the mouse (since the run began
    /// before that), by the loop's clock: fzf's `FZF_IDLE_TIME_MS`.
    var millisecondsSinceInput: Int { get }
    /// Hands `action` to the browser; its effects are performed in this turn of the loop.
    mutating func handle(_ action: BrowserAction)
    /// Ends the run with `outcome` once the effects of this turn have been performed.
    mutating func end(with outcome: SearchRunOutcome)
    /// Runs `body` with the terminal given up (a command in the foreground), then has the whole
    /// screen drawn again at the terminal's size, which may have changed meanwhile.
    mutating func runOutsideScreen(_ body: () -> Void)
    /// Wakes the loop: a wait for a command took the wake-ups meant for it (a preview's output,
    /// a reload's items).
    func wakeLoop()
}
