import Foundation

/// A TCP socket on 127.0.0.1 that plays a PostgreSQL server asking every client for a password
/// (`AuthenticationCleartextPassword`), records the passwords it is sent, and refuses each one
/// (`28P01`), so that a test sees what a client does when a server asks. It serves the
/// connections it is told to expect, on a thread of its own, then stops listening.
final class PasswordAskingServer: @unchecked Sendable {
    /// The port it listens on, chosen by the kernel.
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var received: [String] = []
    private let finished = DispatchSemaphore(value: 0)

    /// Listens for `connections` clients, each given up on after 5 s of silence.
    init(connections: Int) throws {
        (descriptor, port) = try LoopbackSocket.listening()
        Thread.detachNewThread { [self] in
            for _ in 0..<connections where waitReadable(descriptor) {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { break }
                serve(client)
                close(client)
            }
            finished.signal()
        }
    }

    /// The passwords clients sent, in order, after the thread served every connection expected
    /// (or gave up waiting for one).
    func passwords() -> [String] {
        finished.wait()
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    deinit {
        close(descriptor)
    }

    /// One client: its start-up message, the request for a password, and the password if one comes.
    private func serve(_ client: Int32) {
        guard let startLength = readInt32(client), startLength >= 8, readBytes(client, Int(startLength) - 4) != nil else { return }
        // 'R', length 8, 3: AuthenticationCleartextPassword.
        writeBytes(client, [UInt8(ascii: "R")] + int32Bytes(8) + int32Bytes(3))
        guard let type = readBytes(client, 1), type == [UInt8(ascii: "p")], let length = readInt32(client),
              let body = readBytes(client, Int(length) - 4) else { return }
        lock.lock()
        received.append(String(decoding: body.prefix { $0 != 0 }, as: UTF8.self))
        lock.unlock()
        let fields: [UInt8] = Array("SFATAL\0C28P01\0Mpassword authentication failed for user \"reader\"\0\0".utf8)
        writeBytes(client, [UInt8(ascii: "E")] + int32Bytes(Int32(fields.count + 4)) + fields)
    }

    private func waitReadable(_ socket: Int32) -> Bool {
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 5_000) == 1
    }

    private func readBytes(_ socket: Int32, _ count: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(1, count))
        while bytes.count < count {
            guard waitReadable(socket) else { return nil }
            let got = recv(socket, &chunk, count - bytes.count, 0)
            guard got > 0 else { return nil }
            bytes += chunk[..<got]
        }
        return bytes
    }

    private func readInt32(_ socket: Int32) -> Int32? {
        readBytes(socket, 4).map { $0.reduce(Int32(0)) { $0 << 8 | Int32($1) } }
    }

    private func int32Bytes(_ value: Int32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private func writeBytes(_ socket: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
