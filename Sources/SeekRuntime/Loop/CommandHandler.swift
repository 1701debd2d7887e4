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
}
