import SeekRuntime

extension SearchCommands {
    /// Runs `template`'s command in the background without its output, and waits for it; a
    /// signal that ends seek ends the wait, and the run, once the command has been passed it.
    func executeSilently(_ template: CommandTemplate, in run: inout some CommandHost) {
        do throws(CommandError) {
            let shell = commandShell
            guard let commandLine = try template.expanded(for: commandContext(in: run), shell: shell) else { return }
            let process = try ChildProcess.startInBackground(commandLine, shell: shell, environment: commandEnvironment(in: run),
                                                             capturesOutput: false)
            if case .interrupted(let signal) = process.waitForExit(endingOn: run.signalWakeup) {
                run.end(with: .signal(signal))
            }
            run.wakeLoop()
        } catch {
            showCommandNote("execute-silent: \(error.description)", in: &run)
        }
    }

    /// Hands the terminal to `template`'s command until it ends, then has the screen drawn in
    /// full. Ctrl-C and Ctrl-Z typed meanwhile are the command's (it is the terminal's foreground
    /// job); a signal sent to seek that ends it ends the run once the command has been passed it.
    func execute(_ template: CommandTemplate, in run: inout some CommandHost) {
        let shell = commandShell
        let commandLine: [UInt8]
        do throws(CommandError) {
            guard let expanded = try template.expanded(for: commandContext(in: run), shell: shell) else { return }
            commandLine = expanded
        } catch {
            showCommandNote("execute: \(error.description)", in: &run)
            return
        }
        let environment = commandEnvironment(in: run)
        let terminalPath = commandTerminalPath
        let wakeup = run.signalWakeup
        var result: Result<ForegroundEnd, CommandError> = .success(.exited(0))
        run.runOutsideScreen {
            do throws(CommandError) {
                result = .success(try ChildProcess.runInForeground(commandLine, shell: shell, environment: environment,
                                                                   terminalPath: terminalPath, wakeup: wakeup))
            } catch {
                result = .failure(error)
            }
        }
        switch result {
        case .success(.interrupted(let signal)):
            run.end(with: .signal(signal))
        case .success(.exited):
            break
        case .failure(let error):
            showCommandNote("execute: \(error.description)", in: &run)
        }
        run.wakeLoop()
    }
}
