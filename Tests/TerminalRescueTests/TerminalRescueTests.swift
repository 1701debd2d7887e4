import CTerminalRescue
import Glibc
import Testing

/// The crash rescue's restore, called directly on a pseudo-terminal: the modes saved before seek
/// changed them come back, and the reset bytes reach the terminal. (The handlers themselves are
/// exercised end to end by `CrashRescueEndToEndTests`, with a crash switch that exists only in
/// debug builds.)
@Suite(.serialized) struct TerminalRescueTests {
    /// A pseudo-terminal: the program's side and the side that reads what it writes.
    struct PseudoTerminal {
        let controller: Int32
        let terminal: Int32

        init() throws {
            controller = posix_openpt(O_RDWR | O_NOCTTY)
            guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
                  let name = ptsname(controller) else { throw PseudoTerminalError() }
            terminal = open(name, O_RDWR | O_NOCTTY)
            guard terminal >= 0 else { throw PseudoTerminalError() }
        }

        func close() {
            Glibc.close(terminal)
            Glibc.close(controller)
        }

        func modes() -> termios {
            var modes = termios()
            tcgetattr(terminal, &modes)
            return modes
        }

        /// What the program wrote, read without waiting for more.
        func written() -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1024)
            var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            while poll(&request, 1, 100) > 0 {
                let count = read(controller, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[..<count]
            }
            return bytes
        }
    }

    struct PseudoTerminalError: Error {}

    static func sameModes(_ left: termios, _ right: termios) -> Bool {
        left.c_iflag == right.c_iflag && left.c_oflag == right.c_oflag && left.c_cflag == right.c_cflag
            && left.c_lflag == right.c_lflag
    }

    @Test func restoringPutsBackTheSavedModesAndWritesTheResetBytes() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        let original = pty.modes()
        #expect(original.c_lflag & tcflag_t(ICANON | ECHO) != 0, "a new terminal starts cooked")
        #expect(seek_rescue_save_terminal(pty.terminal) == 0)
        let reset = Array("\u{1B}[?1049l\u{1B}[?25h".utf8).map { CChar(bitPattern: $0) }
        seek_rescue_set_reset_sequence(reset, reset.count)

        var raw = original
        cfmakeraw(&raw)
        tcsetattr(pty.terminal, TCSANOW, &raw)
        #expect(!Self.sameModes(pty.modes(), original), "the terminal is raw, as seek leaves it while running")

        seek_rescue_restore_terminal()
        #expect(Self.sameModes(pty.modes(), original))
        let written = pty.written()
        #expect(written == Array("\u{1B}[?1049l\u{1B}[?25h".utf8))
        seek_rescue_disarm()
    }

    @Test func armingInstallsHandlersForEveryCrashSignalAndDisarmingPutsTheOldOnesBack() {
        var before = sigaction()
        sigaction(SIGSEGV, nil, &before)
        #expect(seek_rescue_arm() == 0)
        #expect(seek_rescue_is_armed() == 1)
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var action = sigaction()
            sigaction(signalNumber, nil, &action)
            #expect(action.sa_flags & Int32(truncatingIfNeeded: SA_RESETHAND) != 0, "signal \(signalNumber) has the rescue handler")
            #expect(action.sa_flags & Int32(truncatingIfNeeded: SA_ONSTACK) != 0, "signal \(signalNumber) runs on the alternate stack")
        }
        seek_rescue_disarm()
        #expect(seek_rescue_is_armed() == 0)
        var after = sigaction()
        sigaction(SIGSEGV, nil, &after)
        #expect(after.sa_flags == before.sa_flags)
    }

    @Test func afterDisarmingNothingIsWrittenToTheForgottenDescriptor() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        #expect(seek_rescue_save_terminal(pty.terminal) == 0)
        seek_rescue_set_reset_sequence("x", 1)
        seek_rescue_disarm()
        seek_rescue_restore_terminal()
        #expect(pty.written().isEmpty)
    }
}

// glibc declares these only under _XOPEN_SOURCE, which Swift's Glibc module does not set.
@_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func ptsname(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
