@testable import SeekDatabase
import Synchronization
import Testing

/// What `ServerNotices` keeps of the server's messages, without a server.
struct ServerNoticesTests {
    @Test func aBurstOfNoticesWakesTheScreenOnceUntilItReadsThem() {
        let wakes = Mutex(0)
        let notices = ServerNotices(whenNoticed: { wakes.withLock { $0 += 1 } })
        for row in 0..<10_000 { notices.record(severity: "NOTICE", message: "row \(row)") }
        #expect(wakes.withLock { $0 } == 1)
        #expect(notices.note == "server NOTICE: row 9999 (10000 messages)")
        notices.record(severity: "WARNING", message: "terminating connection")
        #expect(wakes.withLock { $0 } == 2, "a message after the note was read wakes it again")
    }

    @Test func aMessageKeepsItsFirstLineWithinTheLimitAndItsBytesAsData() {
        let notices = ServerNotices()
        notices.record(severity: "NOTICE", message: "\u{1B}[2Jfirst\nDETAIL: second")
        #expect(notices.note == "server NOTICE: \u{1B}[2Jfirst")
        notices.clear()
        #expect(notices.note == nil && notices.count == 0)
        notices.record(severity: "", message: String(repeating: "é", count: ServerNotices.messageByteLimit))
        let note = notices.note ?? ""
        #expect(note.hasPrefix("server NOTICE: é"))
        #expect(note.utf8.count <= "server NOTICE: ".utf8.count + ServerNotices.messageByteLimit)
    }
}
