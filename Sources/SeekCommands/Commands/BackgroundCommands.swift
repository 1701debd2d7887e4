import Dispatch
import Glibc
import Synchronization

/// The commands of `bg-transform…` actions: each runs in the background, read to its end on a
/// thread of its own while the screen keeps answering, and its output waits here, with what it
/// was started for, until the loop takes it (``takeFinished()``) and applies it on its own thread.
/// Nothing here touches the run's state.
///
/// `bg-cancel` (``cancelAll()``) kills the commands still running and drops what they print, as
/// fzf's does; commands started after it are kept.
final class BackgroundCommands<Job: Sendable>: Sendable {
    /// A command that ended, with its whole output.
    struct Finished: Sendable {
        var job: Job
        var output: [UInt8]
    }

    private struct State {
        /// Bumped by `bg-cancel`: a command started under an older one is dropped.
        var generation = 0
        var running: [Int: ChildProcess] = [:]
        var nextNumber = 0
        var finished: [Finished] = []
    }

    private let state = Mutex(State())
    private let whenFinished: @Sendable () -> Void

    /// `whenFinished` is called from the reading thread when a command has ended (it wakes the loop).
    init(whenFinished: @escaping @Sendable () -> Void) {
        self.whenFinished = whenFinished
    }

    /// Whether a command has ended and its output waits to be taken.
    var hasFinished: Bool {
        state.withLock { !$0.finished.isEmpty }
    }

    /// Reads `process`'s output in the background; when it ends, its output is kept for `job`.
    func track(_ process: ChildProcess, for job: Job) {
        let (number, generation) = state.withLock { state in
            state.nextNumber += 1
            state.running[state.nextNumber] = process
            return (state.nextNumber, state.generation)
        }
        let whenFinished = self.whenFinished
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let output = Self.readAll(process.outputDescriptor)
            close(process.outputDescriptor)
            process.waitForExit()
            let kept = state.withLock { state -> Bool in
                state.running[number] = nil
                guard state.generation == generation else { return false }
                state.finished.append(Finished(job: job, output: output))
                return true
            }
            if kept { whenFinished() }
        }
    }

    /// The commands that ended since the last call, in the order they ended.
    func takeFinished() -> [Finished] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Kills every command still running and drops the output of those that ended but were not
    /// taken yet (`bg-cancel`).
    func cancelAll() {
        let running = state.withLock { state -> [ChildProcess] in
            state.generation += 1
            state.finished.removeAll()
            return Array(state.running.values)
        }
        for process in running { process.kill() }
    }

    /// Everything `descriptor` gives until its end.
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                return output
            }
        }
    }
}
