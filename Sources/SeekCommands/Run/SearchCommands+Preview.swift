import SeekRuntime
import SeekScreen

extension SearchCommands {
    /// Runs `template` in the preview pane for the selected item, in the layout in effect.
    func runPreview(_ template: CommandTemplate, in run: inout some CommandHost) {
        let layout = run.browser.layout
        guard let runner = previewRunner, let window = layout.previewWindow else { return }
        runner.start(template, for: run.browser.selectedItem, context: commandContext(in: run), shell: commandShell,
                     environment: commandEnvironment(in: run), window: window, pane: run.browser.previewTextRect)
    }

    /// `change-preview`: a different command (an empty one removes it) closes a one-off pane
    /// and runs for the selected item; the same command again does nothing, as in fzf.
    func changePreview(to template: CommandTemplate, in run: inout some CommandHost) {
        let command = template.text.isEmpty ? nil : template
        guard command?.text != previewCommand?.text else { return }
        previewCommand = command
        run.handle(.host(.setPreviewCommand(command?.previewInputs)))
    }

    /// `preview(…)`: opens the pane if it is not shown and runs `template` in it once; the
    /// preview command, if any, runs again when the selection changes.
    func preview(_ template: CommandTemplate, in run: inout some CommandHost) {
        guard run.browser.currentPreviewWindow != nil else { return }
        run.handle(.host(.changePreview(.open)))
        guard !template.text.isEmpty else { return }
        oneOffPreviewSubject = run.browser.currentPreviewSubject ?? PreviewSubject(item: run.browser.selectedItem, query: nil, marked: [])
        runPreview(template, in: &run)
    }
}
