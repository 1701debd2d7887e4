import Glibc
import SeekCatalog
import SeekCommands
import SeekRuntime

/// The command `SEEK_DEFAULT_COMMAND` names, whose output is the input: started when the input
/// is first read, and ended with everything it started when seek ends, as fzf ends it — a `find`
/// over a large tree must not go on walking for nobody once the choice is made.
final class DefaultCommand {
    /// The command line, as the environment variable gives it.
    let text: String
    /// The variable it came from (`SEEK_DEFAULT_COMMAND`, or `FZF_DEFAULT_COMMAND` run as fzf),
    /// which starts the message when it cannot run.
    let variable: String
    private var process: ChildProcess?

    /// How long the command's shell has to end after SIGTERM before its whole group is killed.
    static let endingGraceMilliseconds = 100

    init(_ text: String, from variable: String = "SEEK_DEFAULT_COMMAND") {
        self.text = text
        self.variable = variable
    }

    /// Starts the command with its output on a pipe (its errors on seek's standard error), in
    /// a process group of its own; returns the pipe's reading end.
    func start() throws(LoadError) -> Int32 {
        do {
            let environment = ProcessEnvironment.current
            let started = try ChildProcess.startInBackground(Array(text.utf8), shell: CommandShell(environment: environment),
                                                             environment: environment, capturesErrors: false)
            process = started
            return started.outputDescriptor
        } catch {
            throw LoadError("\(variable): \(error.description)")
        }
    }

    /// Ends the command's process group, if it was started: SIGTERM to the group, then SIGKILL
    /// to what is left of it once the shell has ended or the grace time has passed; the shell is
    /// reaped. Safe to call more than once.
    func end() {
        guard let started = process else { return }
        process = nil
        let group = started.processID
        // The group's id cannot be taken by another process before its leader is reaped below.
        _ = kill(-group, SIGTERM)
        _ = kill(-group, SIGCONT)
        var status: Int32 = 0
        var waited = 0
        while waitpid(group, &status, WNOHANG) == 0 && waited < Self.endingGraceMilliseconds {
            usleep(5_000)
            waited += 5
        }
        // A member that ignores SIGTERM, or one the shell left behind.
        _ = kill(-group, SIGKILL)
        while waitpid(group, &status, 0) < 0 && errno == EINTR {}
    }
}
