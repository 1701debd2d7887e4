import SeekRuntime
import SeekScreen
import SeekToolkit

extension SearchCommands {
    /// Whether `event` comes with a change of what the info line says: the cursor's item, the
    /// counts of new results or of the input read, or the start.
    static func changesInfo(_ event: BindEvent) -> Bool {
        [.start, .focus, .result, .load].contains(event)
    }

    /// Runs `--info-command` and shows the first line it prints, its colours taken off, in place
    /// of the counts, as fzf does: waited for, with the counts it replaces in `FZF_INFO`.
    func runInfoCommand(in run: inout some CommandHost) {
        guard let infoCommand else { return }
        let counts = run.browser.infoCounts
        guard let line = firstLineOfOutput(of: infoCommand, named: "info-command", adding: ["FZF_INFO": counts], in: &run) else { return }
        let text = ColoredText(parsing: Array(line.utf8)).linesIncludingUnfinished.first?.map(\.text).joined() ?? ""
        run.handle(.host(.setInfoText(text)))
    }
}
