import Foundation
import Glibc
import SeekSystem

/// A real terminal for end-to-end tests: a detached tmux session on its own server socket, driven
/// with send-keys and read with capture-pane.
///
/// tmux is started with `posix_spawn`, an empty signal mask and default signal actions: a tmux
/// server started through Foundation's `Process` inherits a pipe and a blocked signal mask, which
/// keeps the call from returning and the server from dying.
public final class TmuxSession {
    /// The tmux server socket name, unique to this session.
    public let socket: String
    private var isKilled = false

    /// Starts `command` (run by `sh -c`) in a new detached session of `width` × `height` cells.
    public init(width: Int, height: Int, command: String) throws {
        socket = "seek-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        let status = Self.spawn([
            "-L", socket, "-f", "/dev/null", "new-session", "-d",
            "-x", String(width), "-y", String(height),
            "-e", "TERM=tmux-256color", "-e", "LANG=C.UTF-8",
            "sh", "-c", command,
        ])
        guard status == 0 else {
            throw TmuxError(message: "tmux new-session failed with status \(status)")
        }
    }

    deinit {
        kill()
    }

    /// Whether tmux is installed.
    public static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Sends tmux key names (`Enter`, `Escape`, `Down`, `C-c`, or literal text).
    public func send(_ keys: String...) {
        _ = Self.spawn(["-L", socket, "send-keys", "-t", "0"] + keys)
    }

    /// Types `text` literally, character by character.
    public func type(_ text: String) {
        _ = Self.spawn(["-L", socket, "send-keys", "-t", "0", "-l", text])
    }

    /// Sends `bytes` to the program exactly, as a terminal would (escape sequences included).
    public func sendBytes(_ bytes: String) {
        _ = Self.spawn(["-L", socket, "send-keys", "-t", "0", "-H"] + bytes.utf8.map { String($0, radix: 16) })
    }

    /// Pastes `text` as a terminal pastes: in bracketed paste markers when the program turned
    /// bracketed paste mode on, bare otherwise.
    public func paste(_ text: String) {
        _ = Self.spawn(["-L", socket, "set-buffer", "-b", "seek-test", "--", text])
        _ = Self.spawn(["-L", socket, "paste-buffer", "-p", "-d", "-b", "seek-test", "-t", "0"])
    }

    /// Resizes the window, which the program sees as a terminal resize.
    public func resize(width: Int, height: Int) {
        _ = Self.spawn(["-L", socket, "resize-window", "-t", "0", "-x", String(width), "-y", String(height)])
    }

    /// The visible screen as text, one line per row.
    public func capture() -> String {
        Self.run(["-L", socket, "capture-pane", "-p", "-t", "0"])
    }

    /// The visible screen with its styles as SGR escape sequences (`capture-pane -e`), for what
    /// only the attributes show: a highlight, reverse video.
    public func captureWithStyles() -> String {
        Self.run(["-L", socket, "capture-pane", "-p", "-e", "-t", "0"])
    }

    /// Expands a tmux format for the pane (`#{pane_title}`, `#{alternate_on}`, `#{cursor_flag}`,
    /// `#{mouse_any_flag}`), without its final newline.
    public func paneFormat(_ format: String) -> String {
        var text = Self.run(["-L", socket, "display-message", "-p", "-t", "0", format])
        while text.last == "\n" { text.removeLast() }
        return text
    }

    /// Polls the screen every 20 ms until `condition` holds or `timeout` seconds pass; returns the
    /// last screen and whether the condition held.
    @discardableResult
    public func waitUntil(timeout: Double = 10, _ condition: (String) -> Bool) -> (screen: String, satisfied: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !condition(screen) {
            if Date() > deadline { return (screen, false) }
            usleep(20_000)
            screen = capture()
        }
        return (screen, true)
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 10) -> (screen: String, satisfied: Bool) {
        waitUntil(timeout: timeout) { $0.contains(text) }
    }

    /// Stops the session's tmux server.
    public func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = Self.spawn(["-L", socket, "kill-server"])
    }

    /// Runs tmux with `arguments` and waits for it; returns its exit status.
    @discardableResult
    static func spawn(_ arguments: [String], output: Int32? = nil) -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // No other descriptor of the test process may outlive the call in a tmux server.
        SpawnedDescriptors.closeEveryDescriptor(from: 3, in: &actions)

        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ)
        guard result == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    /// Runs tmux with `arguments` and returns what it printed.
    static func run(_ arguments: [String]) -> String {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe2(&pipeEnds, O_CLOEXEC) == 0 else { return "" }
        let reader = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true)
        _ = spawn(arguments, output: pipeEnds[1])
        close(pipeEnds[1])
        let data = reader.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
}

// glibc declares these only under _GNU_SOURCE, which Swift's Glibc module does not set.
@_silgen_name("pipe2")
private func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

extension TmuxSession {
    /// The `MATCHED/TOTAL` figure of the status line on `screen` (the lowest one), if any.
    public static func matchCount(in screen: String) -> String? {
        for line in screen.split(separator: "\n").reversed() {
            let words = line.split(separator: " ")
            if let word = words.first(where: { $0.contains("/") && $0.first?.isNumber == true && $0.allSatisfy { $0.isNumber || $0 == "/" } }) {
                return String(word)
            }
        }
        return nil
    }

    /// Waits until the status line shows exactly `count` matches, such as `"1/303"`.
    @discardableResult
    public func waitForCount(_ count: String, timeout: Double = 10) -> (screen: String, satisfied: Bool) {
        waitUntil(timeout: timeout) { Self.matchCount(in: $0) == count }
    }
}

extension TmuxSession {
    /// The screen once it has stopped changing: two captures 100 ms apart agree (a spinner or a
    /// late result would otherwise make a reference screen depend on timing).
    public func settledCapture(timeout: Double = 5) -> String {
        var previous = capture()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            usleep(100_000)
            let current = capture()
            if current == previous { return current }
            previous = current
        }
        return previous
    }
}
