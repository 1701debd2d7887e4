import Dispatch
import Glibc
import SeekProviders
import SeekRuntime

extension SearchCommands {
    /// Runs `template`'s command and makes its output the input, killing a reload still running.
    func reload(_ template: CommandTemplate, in run: inout some CommandHost) {
        reloadProcess?.kill()
        reloadProcess = nil
        do {
            let shell = commandShell
            guard let commandLine = try template.expanded(for: commandContext(in: run), shell: shell) else { return }
            let process = try ChildProcess.startInBackground(commandLine, shell: shell, environment: commandEnvironment(in: run),
                                                             capturesErrors: false)
            guard let reloadable = run.provider as? any ReloadableSearchProvider else {
                // A provider that cannot take new input keeps its items; the output goes unread.
                _ = close(process.outputDescriptor)
                process.kill()
                process.waitForExit()
                return
            }
            reloadable.reload(reading: process.outputDescriptor)
            reloadProcess = process
            // Reaped when it ends, whether it finishes or a later reload kills it.
            DispatchQueue.global(qos: .utility).async { process.waitForExit() }
            run.handle(.arrived(.inputReplaced))
        } catch {
            // The items, the marks and the query stay as they were.
            showCommandNote("reload: \(error.description)", in: &run)
        }
    }
}
