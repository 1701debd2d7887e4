import Foundation
@testable import SeekCommands
import SeekRuntime
import SeekTestSupport
import Testing
import Glibc

/// The wait on a foreground command, without a terminal to hand over (`/dev/null` stands for
/// it): the command's status comes back, and a signal that ends seek ends the wait. The
/// terminal's part is tested end to end under tmux (`ForegroundCommandEndToEndTests`).
struct CommandWaitTests {
    /// The test's files, removed after it.
    let scratch = ScratchFolder(named: "seek-foreground")

    static func run(_ commandLine: String, wakeup: Wakeup? = nil) throws(CommandError) -> ForegroundEnd {
        try ChildProcess.runInForeground(Array(commandLine.utf8), shell: .standard, environment: ["PATH": "/usr/bin:/bin"],
                                         terminalPath: "/dev/null", wakeup: wakeup)
    }

    @Test func aCommandThatEndsGivesItsExitStatus() throws {
        #expect(try Self.run("exit 3") == .exited(3))
        #expect(try Self.run("kill -TERM $$") == .exited(128 + SIGTERM))
    }

    @Test func aSignalThatEndsSeekEndsTheWaitAndIsPassedToTheCommand() throws {
        let wakeup = Wakeup()
        let received = scratch.path(of: "received")
        let started = Date()
        // What the signal handlers would write for a SIGTERM sent to seek.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { wakeup.post(byte: UInt8(SIGTERM)) }
        let end = try Self.run("trap 'echo TERM > \(received); exit 0' TERM; sleep 20 & wait", wakeup: wakeup)
        #expect(end == .interrupted(by: SIGTERM))
        #expect(end.status == 143)
        #expect(Date().timeIntervalSince(started) < 10, "the wait ended long before the command would have")
        #expect((try? String(contentsOfFile: received, encoding: .utf8)) == "TERM\n")
    }

    @Test func aSignalThatEndsSeekEndsTheWaitOnABackgroundCommandAndReachesItsGroup() throws {
        let wakeup = Wakeup()
        let received = scratch.path(of: "received")
        let process = try ChildProcess.startInBackground(
            Array("trap 'echo TERM > \(received); exit 0' TERM; sleep 20 & wait".utf8), shell: .standard,
            environment: ["PATH": "/usr/bin:/bin"], capturesOutput: false)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { wakeup.post(byte: UInt8(SIGTERM)) }
        let started = Date()
        #expect(process.waitForExit(endingOn: wakeup) == .interrupted(by: SIGTERM))
        #expect(Date().timeIntervalSince(started) < 10, "the wait ended long before the command would have")
        #expect((try? String(contentsOfFile: received, encoding: .utf8)) == "TERM\n")
        // The group's sleep got the signal too: soon nothing of the command is left.
        let deadline = Date().addingTimeInterval(2)
        while kill(-process.processID, 0) == 0 && Date() < deadline { usleep(10_000) }
        #expect(kill(-process.processID, 0) != 0)
    }

    @Test func aCommandThatCannotStartIsAnErrorThatSaysWhy() throws {
        // One argument of 200,000 bytes is more than Linux lets a program be given (128 KiB).
        let tooLong = "echo " + String(repeating: "x", count: 200_000)
        do throws(CommandError) {
            let end = try Self.run(tooLong)
            Issue.record("the command ran: \(end)")
        } catch {
            #expect(error.description.hasSuffix("argument list too long"), "\(error)")
        }
    }
}
