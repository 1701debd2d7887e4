import Glibc
import SeekSystem

/// Runs the programs of Debian's PostgreSQL 15 server (`initdb`, `pg_ctl`) on a private cluster
/// in a folder: what the database tests and seek-pg-bench share to start servers of their own.
///
/// PostgreSQL refuses to run as root, and CI runs as root: then the folder is given to `nobody`
/// (``giveToServerUser(_:)``) and each program runs as that user through `setpriv`.
public enum ServerProgram {
    /// Where Debian's PostgreSQL 15 puts `initdb` and `pg_ctl`.
    public static let binaryFolder = "/usr/lib/postgresql/15/bin"

    /// Whether the server programs are installed (`.ci/run` installs them).
    public static var isInstalled: Bool {
        access(binaryFolder + "/initdb", X_OK) == 0 && access(binaryFolder + "/pg_ctl", X_OK) == 0
    }

    /// Gives `folder` to the user `nobody` when running as root, so that the server may use it;
    /// does nothing otherwise.
    public static func giveToServerUser(_ folder: String) throws(ServerProgramFailure) {
        guard getuid() == 0 else { return }
        guard let nobody = getpwnam("nobody"), chown(folder, nobody.pointee.pw_uid, nobody.pointee.pw_gid) == 0 else {
            throw ServerProgramFailure("cannot give \(folder) to the user nobody")
        }
    }

    /// Runs `program` of ``binaryFolder`` with `arguments` in `folder` (as `nobody` when run as
    /// root), its output in `folder/PROGRAM.out` rather than a pipe, which the server that
    /// `pg_ctl` starts would hold open for its whole life.
    ///
    /// - Throws: when the program cannot start or exits with a status other than 0; the message
    ///   holds what it wrote.
    public static func run(_ program: String, _ arguments: [String], in folder: String) throws(ServerProgramFailure) {
        let path = binaryFolder + "/" + program
        // The shell moves into the folder first: the programs must be able to read their working
        // folder, which `nobody` may not be able to do with the caller's.
        let inFolder = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder]
        let commandLine = getuid() == 0
            ? inFolder + ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", path] + arguments
            : inFolder + [path] + arguments
        let outputPath = folder + "/\(program).out"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The server `pg_ctl` leaves running would hold every other open descriptor (a pipe
        // another thread is feeding a program under test) for its whole life.
        SpawnedDescriptors.closeEveryDescriptor(from: 3, in: &actions)
        var cArguments = commandLine.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, commandLine[0], &actions, nil, &cArguments, environ) == 0 else {
            throw ServerProgramFailure("cannot start \(commandLine[0])")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw ServerProgramFailure("\(program) failed with status \(status): \(lastLines(ofFile: outputPath))")
        }
    }

    /// The end of what a program wrote, for an error message.
    private static func lastLines(ofFile path: String) -> String {
        guard let file = fopen(path, "r") else { return "(see \(path))" }
        defer { fclose(file) }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            text.append(contentsOf: buffer[0..<count])
            if text.count > 8192 { text.removeFirst(text.count - 8192) }
        }
        let message = String(decoding: text, as: UTF8.self).split(separator: "\n").suffix(3).joined(separator: " / ")
        return message.isEmpty ? "(see \(path))" : message
    }
}
