import SeekSystem
import Testing
import Glibc

/// A started program inherits no descriptor it was not given.
struct SpawnedDescriptorsTests {
    /// Whether a shell started with `posix_spawn` finds `descriptor` open in itself.
    static func childSees(_ descriptor: Int32, closingFromThree: Bool) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if closingFromThree { SpawnedDescriptors.closeEveryDescriptor(from: 3, in: &actions) }
        let arguments = ["/bin/sh", "-c", "test -e /proc/self/fd/\(descriptor)"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", &actions, nil, &argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return status == 0
    }

    @Test func aPipeOpenInTheParentIsClosedInTheChild() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        // Without the action the child holds the writing end (the pipe has no FD_CLOEXEC).
        #expect(Self.childSees(ends[1], closingFromThree: false))
        #expect(!Self.childSees(ends[1], closingFromThree: true))
    }
}
