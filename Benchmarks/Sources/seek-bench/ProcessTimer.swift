import SeekSystem
import Glibc

/// Runs a command with standard input from a file and standard output to a file, and measures
/// its wall time and peak memory (from `wait4`'s resource usage).
struct ProcessTimer {
    struct Run {
        var seconds: Double
        var peakKilobytes: Int
        var status: Int32
    }

    /// Where `/usr/bin/time` writes the peak memory; a child's own `ru_maxrss` would include the
    /// parent's memory at the moment it was forked.
    static let memoryFile = "/tmp/seek-bench.memory"

    static func run(_ command: [String], input: String, output: String) -> Run {
        let measured = access("/usr/bin/time", X_OK) == 0
        let arguments = measured ? ["/usr/bin/time", "-f", "%M", "-o", memoryFile] + command : command
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Clock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            fatalError("cannot start \(arguments[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Clock.now - start
        var peak = 0
        if measured, let file = fopen(memoryFile, "r") {
            // The last line is the number; a failing command adds a line about its status first.
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            while getline(&line, &capacity, file) > 0 {
                if let value = Int(String(cString: line!).filter(\.isNumber)) { peak = value }
            }
            free(line)
            fclose(file)
        }
        return Run(seconds: seconds, peakKilobytes: peak, status: (status >> 8) & 0xFF)
    }
}

/// Monotonic seconds, on seek's one clock.
enum Clock {
    static var now: Double { MonotonicClock.now }
}

/// An order-independent fingerprint of a file's lines: how many, and the sum of their hashes.
struct LineSetFingerprint: Equatable {
    var count = 0
    var sum: UInt64 = 0

    init(file: String) {
        guard let handle = fopen(file, "r") else { return }
        defer { fclose(handle) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while true {
            let length = getline(&line, &capacity, handle)
            if length <= 0 { break }
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            let bytes = UnsafeRawPointer(line!).assumingMemoryBound(to: UInt8.self)
            for index in 0..<length where bytes[index] != 0x0A {
                hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3
            }
            sum &+= hash
            count += 1
        }
        free(line)
    }
}
