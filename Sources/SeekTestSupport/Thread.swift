import Glibc

/// A plain thread for tests that need one of their own (a program's main thread), without
/// Foundation's `Thread`.
public enum Thread {
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread.
    public static func detach(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { argument in
            let box = Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        precondition(result == 0, "cannot start a thread")
        pthread_detach(thread)
    }
}

/// Sleeps for `milliseconds`.
public func usleepMilliseconds(_ milliseconds: Int) {
    usleep(UInt32(milliseconds * 1_000))
}
