import Glibc
import SeekProviders
import SeekRuntime

extension SearchCommands {
    /// Runs `template`'s command, waits for it, and returns the first line of its output, for
    /// `transform-prompt` and `transform-query`, as fzf does: the new state is there before the
    /// next key is read. nil when there was nothing to run it for, or it could not run (the
    /// status line then says why, under `name`); a signal that ends seek ends the run.
    func firstLineOfOutput(of template: CommandTemplate, named name: String, adding variables: [String: String] = [:],
                           in run: inout some CommandHost) -> String? {
        guard let output = output(of: template, named: name, adding: variables, in: &run) else { return nil }
        let line = output.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        return String(decoding: line, as: UTF8.self)
    }

    /// Performs the actions `template`'s command prints (`transform`), written as in `--bind`
    /// after a key's `:`; lines are joined with `+`, as fzf reads them.
    func transform(_ template: CommandTemplate, in run: inout some CommandHost) {
        guard let output = output(of: template, named: "transform", in: &run) else { return }
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        do throws(BindingError) {
            let actions = try BindingParser.actions(lines.joined(separator: "+"))
            perform(actions, in: &run)
        } catch {
            showCommandNote("transform: \(error.description)", in: &run)
        }
    }

    /// Runs `template`'s command, waits for it, and returns its output; nil as for
    /// ``firstLineOfOutput(of:named:in:)``. For a `bg-transform…` being started the command is
    /// started in the background and nil returned; while its output is applied, that output is
    /// returned (``transformOutput``), so each transform has one implementation for both forms.
    /// `variables` are exported besides the run's (`FZF_INFO` for `--info-command`).
    func output(of template: CommandTemplate, named name: String, adding variables: [String: String] = [:],
                in run: inout some CommandHost) -> [UInt8]? {
        if case .arrived(let output) = transformOutput { return output }
        let process: ChildProcess
        do throws(CommandError) {
            let shell = commandShell
            var context = commandContext(in: run)
            // fzf runs a transform's command on an empty list too, its `{}` empty (a `focus`
            // bound to one fires when a query matches nothing).
            if context.current == nil { context.current = CommandItem(bytes: [], index: -1) }
            guard let commandLine = try template.expanded(for: context, shell: shell) else { return nil }
            if case .startedInBackground(let transform) = transformOutput {
                try startInBackground(commandLine, for: transform, environment: commandEnvironment(in: run))
                return nil
            }
            process = try ChildProcess.startInBackground(commandLine, shell: shell,
                                                         environment: commandEnvironment(in: run).merging(variables) { $1 },
                                                         capturesErrors: false)
        } catch {
            showCommandNote("\(name): \(error.description)", in: &run)
            return nil
        }
        let output = BackgroundCommands<BackgroundTransform>.readAll(process.outputDescriptor)
        close(process.outputDescriptor)
        if case .interrupted(let signal) = process.waitForExit(endingOn: run.signalWakeup) {
            run.end(with: .signal(signal))
            return nil
        }
        run.wakeLoop()
        return output
    }
}
