import Dispatch
import Glibc
import Testing

/// Runs each test of a suite that waits on other programs (a terminal under tmux, a PostgreSQL
/// server, a child process, a build) on a thread of its own, a few such tests at once.
///
/// Swift Testing runs every test on the concurrency pool, which has one thread per core: two on
/// the machines seek's CI runs on. A synchronous test that blocks while tmux redraws or a server
/// answers holds one of those threads, so the suite went no faster than two waits at a time
/// while the cores sat idle. With this trait the waiting happens on a thread outside the pool;
/// ``WaitingTestGate`` bounds how many such tests run together, so that the programs they start
/// do not starve each other of the cores and miss their deadlines.
///
/// Apply it to a suite: `@Suite(.waitsOnPrograms)`.
public struct WaitsOnProgramsTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Each test case gets its own scope; the suite itself needs none.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        await WaitingTestGate.shared.enter()
        do {
            try await withTaskExecutorPreference(OwnThreadExecutor()) { try await function() }
        } catch {
            await WaitingTestGate.shared.leave()
            throw error
        }
        await WaitingTestGate.shared.leave()
    }
}

extension Trait where Self == WaitsOnProgramsTrait {
    /// The suite's tests wait on other programs: each runs on a thread of its own
    /// (see ``WaitsOnProgramsTrait``).
    public static var waitsOnPrograms: Self { Self() }
}

/// How many tests that wait on other programs run at once: twice the cores, at least four, since
/// such a test mostly sleeps while the programs it drives work.
public actor WaitingTestGate {
    /// The one gate of the test process.
    public static let shared = WaitingTestGate(width: max(4, 2 * sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        free = width
    }

    /// Waits for a place.
    func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the place to the next test waiting, or back.
    func leave() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// An executor whose jobs run on a serial dispatch queue of its own: dispatch gives such a queue a
/// thread outside the concurrency pool, so a job that blocks holds no pool thread.
final class OwnThreadExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "seek.tests.waiting")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
