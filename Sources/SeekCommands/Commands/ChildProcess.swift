import Glibc
import SeekRuntime
import SeekSystem

/// A command run by the user's shell (`$SHELL -c`, see ``CommandShell``), started with
/// `posix_spawn`; the command line is handed to the shell as the bytes it is.
///
/// A background command (a preview, a reload) runs in a process group of its own, with standard
/// input from `/dev/null` and its output on a pipe, so that cancelling it kills the whole pipeline
/// it started (`head -50 {} | bat` is two processes). A foreground command (`execute`) gets the
/// terminal as its standard input, output and error, in a process group of its own that is the
/// terminal's foreground group while it runs, as a shell runs a job, so that the terminal's keys,
/// Ctrl-C and Ctrl-Z included, reach it and not seek. Signal dispositions are reset to their
/// defaults in the child, so a signal seek ignores or catches does not stay ignored in the
/// command, and the child inherits no descriptor of seek's but the three it is given (as fzf's
/// commands do).
public struct ChildProcess: Sendable {
    /// The child's process id, which is also its process group's for a background command.
    public let processID: pid_t
    /// The read end of the pipe that carries the command's standard output and error; -1 for a
    /// foreground command. The caller reads and closes it.
    public let outputDescriptor: Int32

    /// Starts `commandLine` in the background; every variable of `environment` is set for it.
    /// Its standard error goes to the same pipe as its output unless `capturesErrors` is false
    /// (then to `/dev/null`, as for a reload whose errors must not become items); with
    /// `capturesOutput` false both go to `/dev/null` and there is no pipe to read.
    public static func startInBackground(_ commandLine: [UInt8], shell: CommandShell, environment: [String: String],
                                         capturesOutput: Bool = true, capturesErrors: Bool = true) throws(CommandError) -> ChildProcess {
        if !capturesOutput {
            let processID = try spawn(commandLine, shell: shell, environment: environment, ownGroup: true) { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            return ChildProcess(processID: processID, outputDescriptor: -1)
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw CommandError("cannot make a pipe: \(Self.errorText())") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Other commands started later must not hold this pipe open (the reader would never see
        // its end); commands are started from the loop's thread only, so nothing spawns between.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { close(writeEnd) }
        do {
            let processID = try spawn(commandLine, shell: shell, environment: environment, ownGroup: true) { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
                if capturesErrors {
                    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
                } else {
                    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
                }
            }
            return ChildProcess(processID: processID, outputDescriptor: readEnd)
        } catch {
            close(readEnd)
            throw error
        }
    }

    /// Runs `commandLine` on the terminal `terminalPath` and waits for it to end, as a shell
    /// runs a job (see `CommandWait`): in a process group of its own that gets the terminal
    /// when seek's group has it, so that Ctrl-C and Ctrl-Z reach the command, and Ctrl-Z in the
    /// command suspends seek too. With `wakeup` (the pipe `SignalWakeup` writes to, installed),
    /// a signal that ends seek ends the wait and is passed on to the command.
    public static func runInForeground(_ commandLine: [UInt8], shell: CommandShell, environment: [String: String],
                                       terminalPath: String = "/dev/tty", wakeup: Wakeup? = nil) throws(CommandError) -> ForegroundEnd {
        let terminal = open(terminalPath, O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { throw CommandError("cannot open \(terminalPath): \(Self.errorText())") }
        defer { close(terminal) }
        let ownerGroup = CommandWait.seekOwns(terminal) ? getpgrp() : nil
        let processID: pid_t
        do {
            processID = try spawn(commandLine, shell: shell, environment: environment, ownGroup: ownerGroup != nil) { actions in
                posix_spawn_file_actions_adddup2(&actions, terminal, 0)
                posix_spawn_file_actions_adddup2(&actions, terminal, 1)
                posix_spawn_file_actions_adddup2(&actions, terminal, 2)
                if ownerGroup != nil { CommandWait.handTerminalOver(0, in: &actions) }
            }
        } catch {
            // The child handed itself the terminal before the shell failed to start (E2BIG):
            // seek's group takes it back, or seek would be a background job on its own terminal.
            if let ownerGroup { CommandWait.give(terminal, to: ownerGroup) }
            throw error
        }
        return CommandWait(processID: processID, hasOwnGroup: ownerGroup != nil, terminal: terminal, ownerGroup: ownerGroup)
            .wait(wakeup: wakeup)
    }

    /// Ends the command and everything it started (its process group) with SIGKILL: a preview or
    /// reload that is no longer wanted has nothing to save.
    public func kill() {
        _ = Glibc.kill(-processID, SIGKILL)
    }

    /// Waits for the command to end and returns its exit status (128 + N after signal N).
    @discardableResult
    public func waitForExit() -> Int32 {
        Self.waitForExit(of: processID)
    }

    /// Waits for this background command to end; with `wakeup` (the pipe `SignalWakeup`
    /// writes to, installed), a signal that ends seek ends the wait and is passed to the
    /// command's process group (`execute-silent`, which seek waits for).
    public func waitForExit(endingOn wakeup: Wakeup?) -> ForegroundEnd {
        CommandWait(processID: processID, hasOwnGroup: true).wait(wakeup: wakeup)
    }

    /// Replaces this process with `program` (an absolute path) run with `arguments`, its name
    /// first (`become`: `SearchRunOutcome.become(program:arguments:)`). Standard
    /// input is the terminal when it is not one already (seek's input was the piped items);
    /// standard output stays, so `$(seek --bind 'enter:become(…)')` captures the command's output.
    /// Returns only when the program could not be started.
    public static func replaceProcess(program: String, arguments: [[UInt8]], environment: [String: String]) -> CommandError {
        if isatty(0) == 0 {
            let terminal = open("/dev/tty", O_RDONLY)
            if terminal >= 0 {
                dup2(terminal, 0)
                close(terminal)
            }
        }
        let variables = environment.map { Array("\($0.key)=\($0.value)".utf8) }
        withCStrings(arguments) { argv in
            withCStrings(variables) { envp in
                _ = execve(program, argv, envp)
            }
        }
        return CommandError("cannot run \(program): \(errorText())")
    }

    // MARK: - Spawning

    private static func spawn(
        _ commandLine: [UInt8],
        shell: CommandShell,
        environment: [String: String],
        ownGroup: Bool,
        arrangeDescriptors: (inout posix_spawn_file_actions_t) -> Void
    ) throws(CommandError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        arrangeDescriptors(&actions)
        // Nothing else of seek's: a descriptor another layer opened without FD_CLOEXEC (an input
        // file, a pipe a library made) must not stay open for the command's whole life.
        SpawnedDescriptors.closeEveryDescriptor(from: 3, in: &actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if ownGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let arguments = shell.arguments(running: commandLine)
        let variables = environment.map { Array("\($0.key)=\($0.value)".utf8) }
        var processID: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(variables) { envp in
                posix_spawn(&processID, shell.path, &actions, &attributes, argv, envp)
            }
        }
        guard status == 0 else {
            throw CommandError("cannot run \(shell.path): \(String(cString: strerror(status)).lowercased())")
        }
        return processID
    }

    private static func waitForExit(of processID: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 {
            guard errno == EINTR else { return 127 }
        }
        return exitStatus(status)
    }

    /// The exit status a `waitpid` status stands for: the command's own, or 128 + N after signal N.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func errorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

/// Calls `body` with a NULL-terminated C array of `strings` (each given as its bytes, without
/// NUL), valid only during the call.
func withCStrings<Result>(_ strings: [[UInt8]], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { bytes in
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (offset, byte) in bytes.enumerated() { copy[offset] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        return copy
    }
    pointers.append(nil)
    defer { for pointer in pointers { pointer?.deallocate() } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
